import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChartDataProviderPro } from '@mui/x-charts-pro/ChartDataProviderPro';
import type { ChartProApi } from '@mui/x-charts-pro/ChartContainerPro';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { useChartRootRef } from '@mui/x-charts/hooks';
import { quarters, subscribers } from './exportData';

const total = quarters.map(
  (_, index) => subscribers.basic[index] + subscribers.standard[index] + subscribers.premium[index],
);

// The element that receives the chart root ref is the one that gets exported:
// here the title, the legend and the SVG.
function ExportedArea({ children }: { children: React.ReactNode }) {
  const rootRef = useChartRootRef();
  return (
    <Box ref={rootRef} sx={{ bgcolor: 'background.paper', p: 1 }}>
      {children}
    </Box>
  );
}

export default function ComposedExport() {
  const apiRef = React.useRef<ChartProApi<'composition'>>(undefined);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.exportAsPrint({ fileName: 'Subscribers report' })}
        >
          Print or save as PDF
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.exportAsImage({ fileName: 'subscribers-report' })}
        >
          Download PNG
        </Button>
      </Stack>
      <ChartDataProviderPro
        apiRef={apiRef}
        height={280}
        xAxis={[{ id: 'quarters', scaleType: 'band', data: quarters }]}
        yAxis={[{ id: 'subscribers', min: 0, width: 45 }]}
        series={[
          { type: 'bar', label: 'Premium', data: subscribers.premium },
          { type: 'line', label: 'All plans', data: total },
        ]}
      >
        <ExportedArea>
          <Typography variant="subtitle1" component="h3">
            Subscribers per quarter (thousands)
          </Typography>
          <ChartsLegend />
          <ChartsSurface>
            <BarPlot />
            <LinePlot />
            <MarkPlot />
            <ChartsAxisHighlight x="band" />
            <ChartsXAxis axisId="quarters" />
            <ChartsYAxis axisId="subscribers" />
          </ChartsSurface>
        </ExportedArea>
        <ChartsTooltip />
      </ChartDataProviderPro>
    </Stack>
  );
}
