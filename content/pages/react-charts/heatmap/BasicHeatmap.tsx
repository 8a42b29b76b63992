import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { hours, ticketData, weekdays } from './supportTickets';

export default function BasicHeatmap() {
  return (
    <Heatmap
      height={320}
      xAxis={[{ data: hours }]}
      yAxis={[{ data: weekdays, width: 50 }]}
      series={[{ data: ticketData, label: 'Team busy' }]}
    />
  );
}
