import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { formatHour, hours, waterLevel } from './toolbarData';

export default function ToolbarZoom() {
  return (
    <LineChartPro
      height={320}
      showToolbar
      xAxis={[{ data: hours, zoom: true, valueFormatter: formatHour }]}
      yAxis={[{ label: 'Level (m)' }]}
      series={[{ label: 'Reservoir level', data: waterLevel, showMark: false }]}
    />
  );
}
