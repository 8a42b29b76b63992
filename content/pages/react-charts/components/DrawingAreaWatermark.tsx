import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea } from '@mui/x-charts/hooks';
import { styled } from '@mui/material/styles';
import { hours, co2 } from './readings';

const Caption = styled('text')(({ theme }) => ({
  ...theme.typography.h5,
  fill: (theme.vars || theme).palette.text.disabled,
  textAnchor: 'middle',
  dominantBaseline: 'central',
}));

function DrawingAreaOutline() {
  const { left, top, width, height } = useDrawingArea();
  return (
    <g>
      <rect
        x={left}
        y={top}
        width={width}
        height={height}
        fill="none"
        stroke="currentColor"
        strokeOpacity={0.3}
        strokeDasharray="4 4"
      />
      <Caption x={left + width / 2} y={top + height / 2}>
        {`${Math.round(width)} × ${Math.round(height)} px`}
      </Caption>
    </g>
  );
}

export default function DrawingAreaWatermark() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: hours, valueFormatter: (h: number) => `${h}:00` }]}
      series={[{ data: co2, label: 'CO₂ (ppm)', showMark: false }]}
      hideLegend
    >
      <DrawingAreaOutline />
    </LineChart>
  );
}
