import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { LinePlot, MarkElement, type MarkElementProps } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useXScale, useYScale } from '@mui/x-charts/hooks';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const visits = [120, 132, 101, 134, 90, 230, 210];

// A mark element on each point of the line, placed by the axes' scales; every mark gets the knobs' props.
function Marks(props: Partial<MarkElementProps>) {
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();
  return (
    <g>
      {visits.map((v, i) => (
        <MarkElement key={days[i]} id="visits" dataIndex={i} color="#02b2af" shape="circle" x={xScale(days[i]) ?? 0} y={yScale(v)} {...props} />
      ))}
    </g>
  );
}

export default function MarkElementSample(props: Partial<MarkElementProps>) {
  return (
    <ChartContainer height={280} xAxis={[{ scaleType: 'point', data: days }]} series={[{ type: 'line', id: 'visits', data: visits, label: 'Visitors' }]}>
      <LinePlot />
      <Marks {...props} />
      <ChartsXAxis />
      <ChartsYAxis />
    </ChartContainer>
  );
}
