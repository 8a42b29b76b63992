import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { ChartsToolbarPro } from '@mui/x-charts-pro/ChartsToolbarPro';
import type { ChartsToolbarProps } from '@mui/x-charts/Toolbar';

const days = Array.from({ length: 30 }, (_, i) => i + 1);
const visits = days.map((d) => Math.round(120 + 40 * Math.sin(d / 3) + d * 2));

// The Pro charts' default toolbar (zoom in and out) on a chart whose day axis can be zoomed; the toolbar gets the playground's props.
export default function ChartsToolbarProSample(props: Partial<ChartsToolbarProps>) {
  return (
    <LineChartPro
      height={300}
      showToolbar
      slots={{ toolbar: ChartsToolbarPro }}
      slotProps={{ toolbar: props }}
      xAxis={[{ id: 'days', data: days, zoom: true, label: 'Day' }]}
      series={[{ data: visits, label: 'Visitors', showMark: false }]}
    />
  );
}
