import { LineChart, type LineChartProps } from '@mui/x-charts/LineChart';

// Visitors of a city museum over eight years, on a point x-axis of years and a value y-axis.
export const sample: Partial<LineChartProps> = {
  height: 300,
  xAxis: [{ scaleType: 'point', data: [2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024] }],
  yAxis: [{ label: 'Visitors (thousands)' }],
  series: [{ label: 'Visitors', data: [182, 195, 204, 61, 98, 167, 210, 226] }],
  hideLegend: true,
};

export default function AxisOptionsPlayground(props: LineChartProps) {
  return <LineChart {...props} />;
}
