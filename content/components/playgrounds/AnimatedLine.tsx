import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { AnimatedLine, type AnimatedLineProps } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useXScale, useYScale } from '@mui/x-charts/hooks';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const visits = [120, 132, 101, 134, 90, 230, 210];

// The animated path of a line: the series' points, placed by the axes' scales (it animates when they change).
function Line(props: Partial<AnimatedLineProps>) {
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();
  const d = visits.map((v, i) => `${i === 0 ? 'M' : 'L'}${xScale(days[i]) ?? 0},${yScale(v)}`).join('');
  return (
    <AnimatedLine
      d={d}
      ownerState={{ id: 'visits', color: '#02b2af', isFaded: false, isHighlighted: false }}
      stroke="#02b2af"
      strokeWidth={2}
      fill="none"
      {...props}
    />
  );
}

export default function AnimatedLineSample(props: Partial<AnimatedLineProps>) {
  return (
    <ChartContainer height={280} xAxis={[{ scaleType: 'point', data: days }]} series={[{ type: 'line', id: 'visits', data: visits, label: 'Visitors' }]}>
      <Line {...props} />
      <ChartsXAxis />
      <ChartsYAxis />
    </ChartContainer>
  );
}
