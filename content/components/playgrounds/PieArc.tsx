import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { PieArc, type PieArcProps } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

const slices = [
  { id: 0, label: 'Desktop', color: '#02b2af', startAngle: 0, endAngle: 3.27 },
  { id: 1, label: 'Mobile', color: '#2e96ff', startAngle: 3.27, endAngle: 5.66 },
  { id: 2, label: 'Tablet', color: '#b800d8', startAngle: 5.66, endAngle: 2 * Math.PI },
];

// Three arcs centred in the drawing area (angles in radians, clockwise from the top); the first one, Desktop, gets the knobs' props.
function Arcs(props: Partial<PieArcProps>) {
  const { left, top, width, height } = useDrawingArea();
  const radius = Math.min(width, height) / 2;
  return (
    <g transform={`translate(${left + width / 2}, ${top + height / 2})`}>
      {slices.map((slice, i) => (
        <PieArc
          key={slice.id}
          id="devices"
          dataIndex={i}
          color={slice.color}
          startAngle={slice.startAngle}
          endAngle={slice.endAngle}
          innerRadius={radius * 0.4}
          outerRadius={radius}
          paddingAngle={0.02}
          cornerRadius={4}
          isFaded={false}
          isHighlighted={false}
          skipAnimation={false}
          {...(i === 0 ? props : {})}
        />
      ))}
    </g>
  );
}

export default function PieArcSample(props: Partial<PieArcProps>) {
  return (
    <ChartContainer
      height={280}
      series={[{ type: 'pie', id: 'devices', data: slices.map((s, i) => ({ id: s.id, value: [52, 38, 10][i] ?? 0, label: s.label, color: s.color })) }]}
    >
      <Arcs {...props} />
    </ChartContainer>
  );
}
