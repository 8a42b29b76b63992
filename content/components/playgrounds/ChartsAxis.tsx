import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { ChartsAxis, type ChartsAxisProps } from '@mui/x-charts/ChartsAxis';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';

// Every axis of the container, drawn by one component: the months below, sales on the left, the trend's percentage on the right.
export default function ChartsAxisSample(props: Partial<ChartsAxisProps>) {
  return (
    <ChartContainer
      height={280}
      xAxis={[{ id: 'months', scaleType: 'band', data: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'], label: 'Month' }]}
      yAxis={[
        { id: 'sales', position: 'left', label: 'Sales' },
        { id: 'growth', position: 'right', label: 'Growth (%)' },
      ]}
      series={[
        { type: 'bar', data: [42, 55, 38, 61, 70, 64], label: 'Sales', yAxisId: 'sales' },
        { type: 'line', data: [2, 31, -31, 60, 15, -9], label: 'Growth', yAxisId: 'growth', color: '#e15759' },
      ]}
    >
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsAxis {...props} />
    </ChartContainer>
  );
}
