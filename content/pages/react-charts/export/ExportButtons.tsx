import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ChartProApi } from '@mui/x-charts-pro/ChartContainerPro';
import { quarters, subscribers } from './exportData';

export default function ExportButtons() {
  const apiRef = React.useRef<ChartProApi<'line'>>(undefined);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.exportAsPrint({ fileName: 'Subscribers by plan' })}
        >
          Print or save as PDF
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.exportAsImage({ fileName: 'subscribers-by-plan' })}
        >
          Download PNG
        </Button>
      </Stack>
      <LineChartPro
        apiRef={apiRef}
        height={300}
        xAxis={[{ scaleType: 'point', data: quarters }]}
        yAxis={[{ label: 'Subscribers (k)' }]}
        series={[
          { label: 'Basic', data: subscribers.basic },
          { label: 'Standard', data: subscribers.standard },
          { label: 'Premium', data: subscribers.premium },
        ]}
      />
    </Stack>
  );
}
