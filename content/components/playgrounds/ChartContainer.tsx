import { ChartContainer, type ChartContainerProps } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

// A container composing bars and a line on the same band axis.
export default function ChartContainerSample(props: Partial<ChartContainerProps>) {
  return (
    <ChartContainer
      height={280}
      xAxis={[{ scaleType: 'band', data: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'] }]}
      series={[
        { type: 'bar', data: [42, 55, 38, 61, 70, 64], label: 'Sales' },
        { type: 'line', data: [40, 48, 45, 55, 62, 66], label: 'Trend' },
      ]}
      {...props}
    >
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis />
      <ChartsYAxis />
    </ChartContainer>
  );
}
