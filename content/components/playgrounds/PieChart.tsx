import { PieChart, type PieChartProps } from '@mui/x-charts/PieChart';

// Share of traffic by device.
export default function PieChartSample(props: Partial<PieChartProps>) {
  return (
    <PieChart
      height={280}
      series={[
        {
          data: [
            { id: 0, value: 52, label: 'Desktop' },
            { id: 1, value: 38, label: 'Mobile' },
            { id: 2, value: 10, label: 'Tablet' },
          ],
          innerRadius: 40,
          paddingAngle: 2,
          cornerRadius: 4,
        },
      ]}
      {...props}
    />
  );
}
