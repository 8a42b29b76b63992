import { useTheme } from '@mui/material/styles';
import {
  GaugeContainer,
  GaugeReferenceArc,
  GaugeValueArc,
  useGaugeState,
} from '@mui/x-charts/Gauge';

function Needle() {
  const theme = useTheme();
  const { valueAngle, outerRadius, innerRadius, cx, cy } = useGaugeState();
  if (valueAngle === null) {
    return null;
  }
  // Angles are in radians, measured clockwise from the top.
  const length = (outerRadius + innerRadius) / 2;
  const tipX = cx + length * Math.sin(valueAngle);
  const tipY = cy - length * Math.cos(valueAngle);
  const color = (theme.vars || theme).palette.error.main;
  return (
    <g>
      <circle cx={cx} cy={cy} r={6} fill={color} />
      <path d={`M ${cx} ${cy} L ${tipX} ${tipY}`} stroke={color} strokeWidth={3} />
    </g>
  );
}

export default function GaugeWithPointer() {
  return (
    <GaugeContainer
      height={200}
      value={2400}
      valueMax={6000}
      startAngle={-110}
      endAngle={110}
      innerRadius="75%"
      aria-label="Engine speed: 2,400 revolutions per minute"
    >
      <GaugeReferenceArc />
      <GaugeValueArc />
      <Needle />
    </GaugeContainer>
  );
}
