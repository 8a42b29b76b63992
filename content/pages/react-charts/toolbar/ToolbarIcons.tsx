import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import { formatHour, hours, waterLevel } from './toolbarData';

export default function ToolbarIcons() {
  return (
    <LineChartPro
      height={320}
      showToolbar
      localeText={{ zoomIn: 'Show fewer hours', zoomOut: 'Show more hours' }}
      slots={{ zoomInIcon: AddCircleOutlineIcon, zoomOutIcon: RemoveCircleOutlineIcon }}
      xAxis={[{ data: hours, zoom: { minSpan: 20 }, valueFormatter: formatHour }]}
      yAxis={[{ label: 'Level (m)' }]}
      series={[{ label: 'Reservoir level', data: waterLevel, showMark: false, area: true }]}
    />
  );
}
