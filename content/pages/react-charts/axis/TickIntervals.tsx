import { BarChart } from '@mui/x-charts/BarChart';
import { months, orders } from './salesData';

const quarterStarts = ['Jan', 'Apr', 'Jul', 'Oct'];

export default function TickIntervals() {
  return (
    <BarChart
      height={300}
      xAxis={[
        {
          scaleType: 'band',
          data: months,
          // A tick at the start of every quarter only.
          tickInterval: (month: string) => quarterStarts.includes(month),
          tickPlacement: 'start',
          tickLabelPlacement: 'tick',
        },
      ]}
      yAxis={[{ tickNumber: 4, label: 'Orders' }]}
      series={[{ data: orders, label: 'Orders' }]}
      grid={{ horizontal: true }}
      hideLegend
    />
  );
}
