import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { LineElement, type LineElementProps } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useXScale, useYScale } from '@mui/x-charts/hooks';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const visits = [120, 132, 101, 134, 90, 230, 210];

// The element draws the path it is given: here the series' points, placed by the axes' scales.
function Line(props: Partial<LineElementProps>) {
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();
  const d = visits.map((v, i) => `${i === 0 ? 'M' : 'L'}${xScale(days[i]) ?? 0},${yScale(v)}`).join('');
  return <LineElement id="visits" color="#02b2af" d={d} {...props} />;
}

export default function LineElementSample(props: Partial<LineElementProps>) {
  return (
    <ChartContainer height={280} xAxis={[{ scaleType: 'point', data: days }]} series={[{ type: 'line', id: 'visits', data: visits, label: 'Visitors' }]}>
      <Line {...props} />
      <ChartsXAxis />
      <ChartsYAxis />
    </ChartContainer>
  );
}
