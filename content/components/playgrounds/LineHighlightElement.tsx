import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { LineHighlightElement, LinePlot, type LineHighlightElementProps } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useXScale, useYScale } from '@mui/x-charts/hooks';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const visits = [120, 132, 101, 134, 90, 230, 210];

// The highlight of one point (Saturday's), placed by the axes' scales; the knobs' x and y move it (pixels of the SVG).
function Highlight(props: Partial<LineHighlightElementProps>) {
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();
  return <LineHighlightElement id="visits" color="#02b2af" shape="circle" x={xScale('Sat') ?? 0} y={yScale(230)} {...props} />;
}

export default function LineHighlightElementSample(props: Partial<LineHighlightElementProps>) {
  return (
    <ChartContainer height={280} xAxis={[{ scaleType: 'point', data: days }]} series={[{ type: 'line', id: 'visits', data: visits, label: 'Visitors' }]}>
      <LinePlot />
      <Highlight {...props} />
      <ChartsXAxis />
      <ChartsYAxis />
    </ChartContainer>
  );
}
