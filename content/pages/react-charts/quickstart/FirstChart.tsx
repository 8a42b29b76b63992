import { BarChart } from '@mui/x-charts/BarChart';

export default function FirstChart() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: ['Espresso', 'Latte', 'Cappuccino', 'Mocha'] }]}
      series={[{ data: [48, 75, 62, 27], label: 'Cups sold today' }]}
    />
  );
}
