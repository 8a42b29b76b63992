import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot, type BarPlotProps } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

// The bars of two series, drawn by the plot inside a container with its axes.
export default function BarPlotSample(props: Partial<BarPlotProps>) {
  return (
    <ChartContainer
      height={280}
      xAxis={[{ scaleType: 'band', data: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'] }]}
      series={[
        { type: 'bar', data: [42, 55, 38, 61, 70, 64], label: 'Online' },
        { type: 'bar', data: [30, 34, 45, 40, 52, 58], label: 'In store' },
      ]}
    >
      <BarPlot {...props} />
      <ChartsXAxis />
      <ChartsYAxis />
    </ChartContainer>
  );
}
