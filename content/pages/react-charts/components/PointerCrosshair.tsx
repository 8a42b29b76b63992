import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { useDrawingArea, useSvgRef, useXScale, useYScale } from '@mui/x-charts/hooks';

// Apartments sold in one district: floor area (m²) and price (thousands of euros).
const sales = [
  [38, 182], [45, 214], [52, 236], [55, 262], [61, 270], [64, 301], [68, 296], [72, 338],
  [75, 329], [81, 365], [86, 372], [90, 410], [95, 402], [101, 455], [108, 468], [115, 512],
].map(([area, price], index) => ({ id: index, x: area, y: price }));

// Draws a crosshair at the pointer and writes the axis values under it.
function Crosshair() {
  const theme = useTheme();
  const svgRef = useSvgRef();
  const { left, top, width, height } = useDrawingArea();
  const xScale = useXScale<'linear'>();
  const yScale = useYScale<'linear'>();
  const [pointer, setPointer] = React.useState<{ x: number; y: number } | null>(null);

  React.useEffect(() => {
    const svg = svgRef.current;
    if (!svg) {
      return undefined;
    }
    const handleMove = (event: PointerEvent) => {
      // Pointer position relative to the SVG, in the same pixels as the scales.
      const box = svg.getBoundingClientRect();
      const x = event.clientX - box.left;
      const y = event.clientY - box.top;
      const inside = x >= left && x <= left + width && y >= top && y <= top + height;
      setPointer(inside ? { x, y } : null);
    };
    const handleLeave = () => setPointer(null);
    svg.addEventListener('pointermove', handleMove);
    svg.addEventListener('pointerleave', handleLeave);
    return () => {
      svg.removeEventListener('pointermove', handleMove);
      svg.removeEventListener('pointerleave', handleLeave);
    };
  }, [svgRef, left, top, width, height]);

  if (!pointer) {
    return null;
  }
  const area = Math.round(xScale.invert(pointer.x));
  const price = Math.round(yScale.invert(pointer.y));
  const palette = (theme.vars || theme).palette;
  return (
    // The chart's geometry does not mirror in right-to-left pages, so neither do these texts.
    <g style={{ pointerEvents: 'none', direction: 'ltr' }}>
      <line x1={left} x2={left + width} y1={pointer.y} y2={pointer.y} strokeDasharray="3 3" style={{ stroke: palette.text.secondary }} />
      <line x1={pointer.x} x2={pointer.x} y1={top} y2={top + height} strokeDasharray="3 3" style={{ stroke: palette.text.secondary }} />
      <text x={pointer.x + 6} y={top + height - 6} style={{ fontSize: 12, fill: palette.text.primary }}>
        {area} m²
      </text>
      <text x={left + 6} y={pointer.y - 6} style={{ fontSize: 12, fill: palette.text.primary }}>
        €{price}k
      </text>
    </g>
  );
}

export default function PointerCrosshair() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ min: 30, max: 120, label: 'Floor area (m²)' }]}
      yAxis={[{ min: 150, max: 550, width: 55, valueFormatter: (value: number) => `€${value}k` }]}
      series={[
        {
          label: 'Sold apartments',
          data: sales,
          valueFormatter: (point) => (point ? `${point.x} m², €${point.y}k` : null),
        },
      ]}
      hideLegend
    >
      <Crosshair />
    </ScatterChart>
  );
}
