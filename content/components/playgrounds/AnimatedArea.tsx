import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { AnimatedArea, type AnimatedAreaProps } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useXScale, useYScale } from '@mui/x-charts/hooks';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const visits = [120, 132, 101, 134, 90, 230, 210];

// The animated path of an area: under the series' points, placed by the axes' scales (it animates when they change).
function Area(props: Partial<AnimatedAreaProps>) {
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();
  const x = (i: number) => xScale(days[i]) ?? 0;
  const top = visits.map((v, i) => `${i === 0 ? 'M' : 'L'}${x(i)},${yScale(v)}`).join('');
  const d = `${top}L${x(visits.length - 1)},${yScale(0)}L${x(0)},${yScale(0)}Z`;
  return <AnimatedArea d={d} ownerState={{ id: 'visits', color: '#02b2af', isFaded: false, isHighlighted: false }} fill="#02b2af" {...props} />;
}

export default function AnimatedAreaSample(props: Partial<AnimatedAreaProps>) {
  return (
    <ChartContainer
      height={280}
      xAxis={[{ scaleType: 'point', data: days }]}
      yAxis={[{ min: 0 }]}
      series={[{ type: 'line', id: 'visits', data: visits, label: 'Visitors', area: true }]}
    >
      <Area {...props} />
      <ChartsXAxis />
      <ChartsYAxis />
    </ChartContainer>
  );
}
