import type { ComponentProps } from 'react';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { BarPlot } from '@mui/x-charts/BarChart';

// The x axis of a bar chart: a band axis of months (tick and label placements apply to bands).
export default function ChartsXAxisSample(props: Partial<ComponentProps<typeof ChartsXAxis>>) {
  return (
    <ChartContainer
      height={280}
      xAxis={[{ scaleType: 'band', data: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'], label: 'Month' }]}
      series={[{ type: 'bar', data: [42, 55, 38, 61, 70, 64, 72, 68], label: 'Sales' }]}
    >
      <BarPlot />
      <ChartsXAxis {...props} />
      <ChartsYAxis />
    </ChartContainer>
  );
}
