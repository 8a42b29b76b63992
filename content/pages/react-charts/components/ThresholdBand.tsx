import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useYScale } from '@mui/x-charts/hooks';
import { hours, co2 } from './readings';

// Values in ppm: above 1000 the room should be ventilated.
const LIMIT = 1000;

function VentilationZone() {
  const theme = useTheme();
  const { left, width, top } = useDrawingArea();
  const yScale = useYScale<'linear'>();
  const limitY = yScale(LIMIT);

  return (
    <g>
      <rect
        x={left}
        y={top}
        width={width}
        height={Math.max(0, limitY - top)}
        fill={theme.palette.warning.main}
        fillOpacity={0.15}
      />
      <text
        x={left + 8}
        y={top + 16}
        fill={theme.palette.warning.main}
        fontSize={12}
      >
        Ventilate above {LIMIT} ppm
      </text>
    </g>
  );
}

export default function ThresholdBand() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: hours, valueFormatter: (h: number) => `${h}:00` }]}
      yAxis={[{ min: 300, max: 1500 }]}
      series={[{ data: co2, label: 'CO₂ (ppm)' }]}
      hideLegend
    >
      <VentilationZone />
    </LineChart>
  );
}
