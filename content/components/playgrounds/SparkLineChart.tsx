import { SparkLineChart, type SparkLineChartProps } from '@mui/x-charts/SparkLineChart';

// Daily sign-ups over two weeks, as a sparkline.
export default function SparkLineChartSample(props: Partial<SparkLineChartProps>) {
  return <SparkLineChart height={100} data={[3, 6, 4, 8, 5, 9, 7, 11, 8, 12, 10, 14, 12, 15]} {...props} />;
}
