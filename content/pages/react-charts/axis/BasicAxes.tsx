import { LineChart } from '@mui/x-charts/LineChart';
import { months, revenue } from './salesData';

export default function BasicAxes() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months, label: 'Month (2024)' }]}
      yAxis={[
        {
          label: 'Revenue',
          valueFormatter: (value: number) => `$${value}k`,
        },
      ]}
      series={[{ data: revenue, label: 'Revenue', valueFormatter: (v) => `$${v}k` }]}
      hideLegend
    />
  );
}
