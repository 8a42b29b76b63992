import { BarChart } from '@mui/x-charts/BarChart';
import { months, orders } from './salesData';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function GroupedAxes() {
  return (
    <BarChart
      height={300}
      xAxis={[
        // One band per month: carries the bars.
        { id: 'months', scaleType: 'band', data: months },
        // One band per quarter, drawn under the months.
        {
          id: 'quarters',
          scaleType: 'band',
          data: quarters,
          position: 'bottom',
          height: 45,
          tickSize: 20,
          disableLine: true,
        },
      ]}
      yAxis={[{ label: 'Orders' }]}
      series={[{ data: orders, label: 'Orders', xAxisId: 'months' }]}
      hideLegend
    />
  );
}
