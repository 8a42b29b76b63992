import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { AreaPlot, LinePlot, type AreaPlotProps } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

// The areas of two stacked series (and their lines), inside a container with its axes.
export default function AreaPlotSample(props: Partial<AreaPlotProps>) {
  return (
    <ChartContainer
      height={280}
      xAxis={[{ scaleType: 'point', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] }]}
      series={[
        { type: 'line', data: [120, 132, 101, 134, 90, 230, 210], label: 'Docs', area: true, stack: 'total' },
        { type: 'line', data: [220, 182, 191, 234, 290, 330, 310], label: 'Blog', area: true, stack: 'total' },
      ]}
    >
      <AreaPlot {...props} />
      <LinePlot />
      <ChartsXAxis />
      <ChartsYAxis />
    </ChartContainer>
  );
}
