import { PieChart } from '@mui/x-charts/PieChart';

export default function BasicPie() {
  return (
    <PieChart
      height={260}
      series={[
        {
          data: [
            { id: 'desktop', value: 58, label: 'Desktop' },
            { id: 'mobile', value: 34, label: 'Mobile' },
            { id: 'tablet', value: 8, label: 'Tablet' },
          ],
        },
      ]}
    />
  );
}
