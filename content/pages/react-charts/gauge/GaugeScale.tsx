import { useTheme } from '@mui/material/styles';
import {
  GaugeContainer,
  GaugeReferenceArc,
  GaugeValueArc,
  GaugeValueText,
  useGaugeState,
} from '@mui/x-charts/Gauge';

// Graduations outside the ring: a short tick every 0.2 bar, a long one with a label every bar.
function Graduations() {
  const theme = useTheme();
  // Theme variables, so that the colors follow the color scheme of the page.
  const palette = (theme.vars || theme).palette;
  const { valueMin, valueMax, startAngle, endAngle, outerRadius, cx, cy } = useGaugeState();
  const steps = Math.round((valueMax - valueMin) / 0.2);

  return (
    <g style={{ direction: 'ltr' }}>
      {Array.from({ length: steps + 1 }, (_, index) => {
        const value = valueMin + index * 0.2;
        const isMajor = index % 5 === 0;
        // Same angle convention as the gauge: radians, clockwise from the top.
        const angle = startAngle + ((endAngle - startAngle) * (value - valueMin)) / (valueMax - valueMin);
        const point = (radius: number) => ({
          x: cx + radius * Math.sin(angle),
          y: cy - radius * Math.cos(angle),
        });
        const from = point(outerRadius + 4);
        const to = point(outerRadius + (isMajor ? 14 : 9));
        const label = point(outerRadius + 26);
        return (
          <g key={index}>
            <line
              x1={from.x}
              y1={from.y}
              x2={to.x}
              y2={to.y}
              strokeWidth={isMajor ? 2 : 1}
              style={{ stroke: palette.text.secondary }}
            />
            {isMajor && (
              <text
                x={label.x}
                y={label.y}
                textAnchor="middle"
                dominantBaseline="central"
                style={{ fontSize: 12, fill: palette.text.secondary }}
              >
                {Math.round(value)}
              </text>
            )}
          </g>
        );
      })}
    </g>
  );
}

export default function GaugeScale() {
  const pressure = 2.4;
  return (
    <GaugeContainer
      height={260}
      value={pressure}
      valueMin={0}
      valueMax={4}
      startAngle={-120}
      endAngle={120}
      innerRadius="64%"
      // Leave room around the ring for the graduations and their labels.
      outerRadius="78%"
      aria-label="Front left tyre pressure"
      aria-valuetext={`${pressure} bar`}
    >
      <GaugeReferenceArc />
      <GaugeValueArc />
      <Graduations />
      <GaugeValueText text={({ value }) => `${value} bar`} style={{ direction: 'ltr' }} />
    </GaugeContainer>
  );
}
