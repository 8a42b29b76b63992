import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { PieArc, PieArcLabel, type PieArcLabelProps } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

const slices = [
  { id: 0, label: 'Desktop', value: 52, color: '#02b2af', startAngle: 0, endAngle: 3.27 },
  { id: 1, label: 'Mobile', value: 38, color: '#2e96ff', startAngle: 3.27, endAngle: 5.66 },
  { id: 2, label: 'Tablet', value: 10, color: '#b800d8', startAngle: 5.66, endAngle: 2 * Math.PI },
];

// Three arcs centred in the drawing area, and the label of the first one (Desktop), which gets the knobs' props (angles in radians).
function Arcs(props: Partial<PieArcLabelProps>) {
  const { left, top, width, height } = useDrawingArea();
  const radius = Math.min(width, height) / 2;
  const first = slices[0]!;
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
        />
      ))}
      <PieArcLabel
        id="devices"
        color={first.color}
        startAngle={first.startAngle}
        endAngle={first.endAngle}
        innerRadius={radius * 0.4}
        outerRadius={radius}
        arcLabelRadius={radius * 0.7}
        paddingAngle={0.02}
        cornerRadius={4}
        isFaded={false}
        isHighlighted={false}
        skipAnimation={false}
        formattedArcLabel={first.label}
        {...props}
      />
    </g>
  );
}

export default function PieArcLabelSample(props: Partial<PieArcLabelProps>) {
  return (
    <ChartContainer height={280} series={[{ type: 'pie', id: 'devices', data: slices.map((s) => ({ id: s.id, value: s.value, label: s.label, color: s.color })) }]}>
      <Arcs {...props} />
    </ChartContainer>
  );
}
