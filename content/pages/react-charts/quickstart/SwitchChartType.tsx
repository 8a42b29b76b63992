import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { weeks, weeklySales } from './coffeeSales';

type ChartKind = 'bar' | 'line';

export default function SwitchChartType() {
  const [kind, setKind] = React.useState<ChartKind>('bar');

  const xAxis = [{ scaleType: 'band' as const, data: weeks }];
  const series = [
    { data: weeklySales.espresso, label: 'Espresso' },
    { data: weeklySales.latte, label: 'Latte' },
  ];

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={kind}
        onChange={(_event, value: ChartKind | null) => value && setKind(value)}
        aria-label="Chart type"
      >
        <ToggleButton value="bar">Bars</ToggleButton>
        <ToggleButton value="line">Lines</ToggleButton>
      </ToggleButtonGroup>
      {kind === 'bar' ? (
        <BarChart height={280} xAxis={xAxis} series={series} />
      ) : (
        <LineChart
          height={280}
          xAxis={[{ scaleType: 'point', data: weeks }]}
          series={series}
        />
      )}
    </Stack>
  );
}
