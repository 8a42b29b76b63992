import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import type { ZoomData } from '@mui/x-charts-pro';
import { dateFormatter, days, orders, visits } from './trafficData';

const dayAxis = {
  id: 'days',
  data: days,
  zoom: true,
  valueFormatter: (date: Date) => dateFormatter.format(date),
};

export default function SyncedZoom() {
  // One zoom state for both charts: both axes share the id 'days'.
  const [zoomData, setZoomData] = React.useState<ZoomData[]>([
    { axisId: 'days', start: 0, end: 25 },
  ]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <LineChartPro
        height={220}
        xAxis={[{ ...dayAxis, scaleType: 'utc' }]}
        yAxis={[{ width: 50 }]}
        series={[{ label: 'Daily visits', data: visits, showMark: false }]}
        zoomData={zoomData}
        onZoomChange={setZoomData}
      />
      <BarChartPro
        height={220}
        xAxis={[{ ...dayAxis, scaleType: 'band' }]}
        yAxis={[{ width: 50 }]}
        series={[{ label: 'Orders', data: orders }]}
        zoomData={zoomData}
        onZoomChange={setZoomData}
      />
    </Stack>
  );
}
