import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { LineHighlightPlot, LinePlot, type LineHighlightPlotProps } from '@mui/x-charts/LineChart';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

// Hover the chart: the plot highlights each line's point on the axis value under the pointer.
export default function LineHighlightPlotSample(props: Partial<LineHighlightPlotProps>) {
  return (
    <ChartContainer
      height={280}
      xAxis={[{ scaleType: 'point', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] }]}
      series={[
        { type: 'line', data: [120, 132, 101, 134, 90, 230, 210], label: 'Docs' },
        { type: 'line', data: [220, 182, 191, 234, 290, 330, 310], label: 'Blog' },
      ]}
    >
      <LinePlot />
      <ChartsAxisHighlight x="line" />
      <LineHighlightPlot {...props} />
      <ChartsXAxis />
      <ChartsYAxis />
    </ChartContainer>
  );
}
