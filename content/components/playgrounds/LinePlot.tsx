import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { LinePlot, type LinePlotProps } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

// The lines of two series, drawn by the plot inside a container with its axes.
export default function LinePlotSample(props: Partial<LinePlotProps>) {
  return (
    <ChartContainer
      height={280}
      xAxis={[{ scaleType: 'point', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] }]}
      series={[
        { type: 'line', data: [120, 132, 101, 134, 90, 230, 210], label: 'Docs' },
        { type: 'line', data: [220, 182, 191, 234, 290, 330, 310], label: 'Blog' },
      ]}
    >
      <LinePlot {...props} />
      <ChartsXAxis />
      <ChartsYAxis />
    </ChartContainer>
  );
}
