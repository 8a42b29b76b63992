import { BarChart } from '@mui/x-charts/BarChart';

const tickets = [
  { category: 'Billing', count: 132 },
  { category: 'Sign-in problems', count: 97 },
  { category: 'Bug reports', count: 81 },
  { category: 'Shipping delays', count: 64 },
  { category: 'Feature requests', count: 38 },
];

export default function HorizontalBars() {
  return (
    <BarChart
      height={300}
      layout="horizontal"
      dataset={tickets}
      yAxis={[{ scaleType: 'band', dataKey: 'category', width: 120 }]}
      xAxis={[{ label: 'Tickets opened in May' }]}
      series={[{ dataKey: 'count', label: 'Tickets' }]}
      hideLegend
    />
  );
}
