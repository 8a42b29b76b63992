import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface, type ChartsSurfaceProps } from '@mui/x-charts/ChartsSurface';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

// The SVG surface of a chart, inside the provider of its data, drawing a line and its axes.
export default function ChartsSurfaceSample(props: Partial<ChartsSurfaceProps>) {
  return (
    <ChartDataProvider
      height={280}
      xAxis={[{ scaleType: 'point', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] }]}
      series={[{ type: 'line', data: [120, 132, 101, 134, 90, 230, 210], label: 'Visitors' }]}
    >
      <ChartsSurface {...props}>
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis />
        <ChartsYAxis />
      </ChartsSurface>
    </ChartDataProvider>
  );
}
