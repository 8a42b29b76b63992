import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea } from '@mui/x-charts/hooks';
import { months } from './salesData';

// A faint placeholder line across the drawing area, drawn while the data loads.
function SkeletonOverlay() {
  const theme = useTheme();
  // Theme variables, so that the colors follow the color scheme of the page.
  const palette = (theme.vars || theme).palette;
  const { left, top, width, height } = useDrawingArea();
  const points = [0.7, 0.55, 0.6, 0.4, 0.45, 0.3, 0.35]
    .map((ratio, index, all) => `${left + (width * index) / (all.length - 1)},${top + height * ratio}`)
    .join(' ');
  return (
    <g>
      <polyline
        points={points}
        fill="none"
        strokeWidth={6}
        strokeLinecap="round"
        style={{ stroke: palette.action.disabled }}
      />
      <text
        x={left + width / 2}
        y={top + height - 16}
        textAnchor="middle"
        style={{ fontSize: 14, fill: palette.text.secondary }}
      >
        Fetching orders…
      </text>
    </g>
  );
}

// A two-line message that explains why the chart is empty.
function EmptyOverlay() {
  const theme = useTheme();
  // Theme variables, so that the colors follow the color scheme of the page.
  const palette = (theme.vars || theme).palette;
  const { left, top, width, height } = useDrawingArea();
  return (
    <text x={left + width / 2} y={top + height / 2} textAnchor="middle">
      <tspan style={{ fontSize: 16, fontWeight: 500, fill: palette.text.primary }}>
        No orders in this period
      </tspan>
      <tspan x={left + width / 2} dy={24} style={{ fontSize: 14, fill: palette.text.secondary }}>
        Try a longer date range or another sales channel.
      </tspan>
    </text>
  );
}

export default function CustomOverlays() {
  const [state, setState] = React.useState<'loading' | 'empty'>('loading');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={state}
        onChange={(_event, value: 'loading' | 'empty' | null) => value && setState(value)}
        aria-label="overlay"
      >
        <ToggleButton value="loading">Loading</ToggleButton>
        <ToggleButton value="empty">No data</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={300}
        loading={state === 'loading'}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ min: 0, max: 80, width: 40 }]}
        // No data yet: the loading overlay wins over the no-data overlay while `loading` is true.
        series={[{ label: 'Retail orders', data: [] }]}
        slots={{ loadingOverlay: SkeletonOverlay, noDataOverlay: EmptyOverlay }}
        hideLegend
      />
    </Stack>
  );
}
