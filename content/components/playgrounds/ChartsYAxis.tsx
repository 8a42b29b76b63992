import type { ComponentProps } from 'react';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';

// The y axis of a line chart: a linear axis of temperatures (tick number and steps apply to it).
export default function ChartsYAxisSample(props: Partial<ComponentProps<typeof ChartsYAxis>>) {
  return (
    <ChartContainer
      height={280}
      xAxis={[{ scaleType: 'point', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] }]}
      yAxis={[{ label: 'Temperature (°C)' }]}
      series={[{ type: 'line', data: [12, 15.5, 14, 18, 21.5, 19, 16], label: 'Temperature' }]}
    >
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis />
      <ChartsYAxis {...props} />
    </ChartContainer>
  );
}
