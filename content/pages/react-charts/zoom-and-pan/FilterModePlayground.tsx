import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomFilterMode } from '@mui/x-charts-pro/models';
import { dateFormatter, days, orders } from './trafficData';

export default function FilterModePlayground() {
  const [filterMode, setFilterMode] = React.useState<ZoomFilterMode>('discard');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={filterMode}
        onChange={(_event, value: ZoomFilterMode | null) => value && setFilterMode(value)}
        aria-label="filterMode"
      >
        <ToggleButton value="keep" sx={{ textTransform: 'none' }}>
          keep
        </ToggleButton>
        <ToggleButton value="discard" sx={{ textTransform: 'none' }}>
          discard
        </ToggleButton>
      </ToggleButtonGroup>
      <LineChartPro
        height={300}
        xAxis={[
          {
            id: 'days',
            scaleType: 'utc',
            data: days,
            zoom: { filterMode, slider: { enabled: true } },
            valueFormatter: (date: Date) => dateFormatter.format(date),
          },
        ]}
        yAxis={[{ width: 40 }]}
        initialZoom={[{ axisId: 'days', start: 20, end: 40 }]}
        series={[{ label: 'Orders', data: orders, showMark: false }]}
        grid={{ horizontal: true }}
      />
      <Box
        component="pre"
        sx={(theme) => ({
          m: 0,
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          color: 'text.primary',
          fontFamily: 'monospace',
          fontSize: theme.typography.pxToRem(13),
          overflowX: 'auto',
        })}
      >
        {`xAxis={[{ id: 'days', zoom: { filterMode: '${filterMode}' } }]}`}
      </Box>
    </Stack>
  );
}
