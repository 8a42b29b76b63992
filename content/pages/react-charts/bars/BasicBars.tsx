import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function BasicBars() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: months }]}
      series={[
        { label: 'Lisbon', data: [100, 83, 60, 63, 46, 14] },
        { label: 'Dublin', data: [63, 48, 50, 52, 59, 58] },
      ]}
    />
  );
}
