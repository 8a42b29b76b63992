import { ChartContainer } from '@mui/x-charts/ChartContainer';
import type { ComponentProps } from 'react';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';

// The props of a line at a y value (the package does not export that type, 8.5.0).
type YReferenceLineProps = Extract<ComponentProps<typeof ChartsReferenceLine>, { y: string | number | Date }>;

// A horizontal reference line (the daily goal) over a week of visitors.
export default function ChartsReferenceLineSample(props: Partial<YReferenceLineProps>) {
  return (
    <ChartContainer
      height={280}
      xAxis={[{ scaleType: 'point', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] }]}
      series={[{ type: 'line', data: [120, 132, 101, 134, 90, 230, 210], label: 'Visitors' }]}
    >
      <LinePlot />
      <MarkPlot />
      <ChartsReferenceLine label="Daily goal" lineStyle={{ strokeDasharray: '6 4' }} {...props} y={props.y ?? 150} />
      <ChartsXAxis />
      <ChartsYAxis />
    </ChartContainer>
  );
}
