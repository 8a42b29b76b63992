import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { ChartsGrid, type ChartsGridProps } from '@mui/x-charts/ChartsGrid';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';

// Grid lines behind a line on two linear axes (so both directions have lines at the ticks): switch them on with the knobs.
export default function ChartsGridSample(props: Partial<ChartsGridProps>) {
  return (
    <ChartContainer
      height={280}
      xAxis={[{ data: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], label: 'Week' }]}
      series={[{ type: 'line', data: [3, 4.5, 4, 6, 5.5, 7, 8.5, 8, 9.5, 11], label: 'Orders (k)' }]}
    >
      <ChartsGrid {...props} />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis />
      <ChartsYAxis />
    </ChartContainer>
  );
}
