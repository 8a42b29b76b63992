import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { AreaElement, type AreaElementProps } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useXScale, useYScale } from '@mui/x-charts/hooks';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const visits = [120, 132, 101, 134, 90, 230, 210];

// The element fills the path it is given: here the area under the series' points, placed by the axes' scales.
function Area(props: Partial<AreaElementProps>) {
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();
  const x = (i: number) => xScale(days[i]) ?? 0;
  const top = visits.map((v, i) => `${i === 0 ? 'M' : 'L'}${x(i)},${yScale(v)}`).join('');
  const d = `${top}L${x(visits.length - 1)},${yScale(0)}L${x(0)},${yScale(0)}Z`;
  return <AreaElement id="visits" color="#02b2af" d={d} {...props} />;
}

export default function AreaElementSample(props: Partial<AreaElementProps>) {
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
