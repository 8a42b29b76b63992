import { LineChart, type LineChartProps } from '@mui/x-charts/LineChart';

// Visitors of two sites over a week.
export default function LineChartSample(props: Partial<LineChartProps>) {
  return (
    <LineChart
      height={280}
      xAxis={[{ scaleType: 'point', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] }]}
      series={[
        { data: [120, 132, 101, 134, 90, 230, 210], label: 'Docs' },
        { data: [220, 182, 191, 234, 290, 330, 310], label: 'Blog' },
      ]}
      {...props}
    />
  );
}
