import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomData } from '@mui/x-charts-pro';
import { dateFormatter, days, orders } from './trafficData';

const presets: { label: string; zoom: ZoomData }[] = [
  { label: 'Whole year', zoom: { axisId: 'days', start: 0, end: 100 } },
  { label: 'Second half', zoom: { axisId: 'days', start: 50, end: 100 } },
  { label: 'Holiday season', zoom: { axisId: 'days', start: 87, end: 100 } },
];

function visibleRange(zoom: ZoomData) {
  const first = Math.round((zoom.start / 100) * (days.length - 1));
  const last = Math.round((zoom.end / 100) * (days.length - 1));
  return `${dateFormatter.format(days[first])} – ${dateFormatter.format(days[last])}`;
}

export default function ControlledZoom() {
  const [zoomData, setZoomData] = React.useState<ZoomData[]>([presets[1].zoom]);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {presets.map((preset) => (
          <Button
            key={preset.label}
            size="small"
            variant="outlined"
            onClick={() => setZoomData([preset.zoom])}
          >
            {preset.label}
          </Button>
        ))}
        <Typography variant="body2" sx={{ color: 'text.secondary', marginInlineStart: 1 }}>
          Showing {visibleRange(zoomData[0])}
        </Typography>
      </Stack>
      <LineChartPro
        height={300}
        xAxis={[
          {
            id: 'days',
            scaleType: 'utc',
            data: days,
            zoom: { minSpan: 5 },
            valueFormatter: (date: Date) => dateFormatter.format(date),
          },
        ]}
        series={[{ label: 'Orders', data: orders, showMark: false, area: true }]}
        zoomData={zoomData}
        onZoomChange={setZoomData}
      />
    </Stack>
  );
}
