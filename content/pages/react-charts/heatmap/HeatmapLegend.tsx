import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { cities, months, temperatureData } from './temperatures';

type Layout = 'top' | 'end';

export default function HeatmapLegend() {
  const [layout, setLayout] = React.useState<Layout>('top');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={layout}
        onChange={(_event, value: Layout | null) => value && setLayout(value)}
        aria-label="legend placement"
      >
        <ToggleButton value="top">Above, horizontal</ToggleButton>
        <ToggleButton value="end">Beside, vertical</ToggleButton>
      </ToggleButtonGroup>
      <Heatmap
        height={320}
        xAxis={[{ data: months, label: 'Month' }]}
        yAxis={[{ data: cities, width: 80 }]}
        zAxis={[
          {
            colorMap: { type: 'continuous', min: -5, max: 30, color: ['#4575b4', '#fdae61'] },
          },
        ]}
        series={[
          {
            data: temperatureData,
            label: 'Average temperature',
            valueFormatter: (value) => `${value[2]} °C`,
          },
        ]}
        hideLegend={false}
        slotProps={{
          legend:
            layout === 'top'
              ? { direction: 'horizontal', position: { vertical: 'top', horizontal: 'center' } }
              : { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } },
        }}
      />
    </Stack>
  );
}
