import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { LinePlot, MarkPlot, type MarkPlotProps } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

// The marks of two series, over their lines, inside a container with its axes.
export default function MarkPlotSample(props: Partial<MarkPlotProps>) {
  return (
    <ChartContainer
      height={280}
      xAxis={[{ scaleType: 'point', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] }]}
      series={[
        { type: 'line', data: [120, 132, 101, 134, 90, 230, 210], label: 'Docs', shape: 'circle' },
        { type: 'line', data: [220, 182, 191, 234, 290, 330, 310], label: 'Blog', shape: 'diamond' },
      ]}
    >
      <LinePlot />
      <MarkPlot {...props} />
      <ChartsXAxis />
      <ChartsYAxis />
    </ChartContainer>
  );
}
