import { LineChart, type LineChartProps } from '@mui/x-charts/LineChart';

// Daily steps of one walker over a week, with a missing reading on Thursday: enough points to
// compare curves, and a gap for `connectNulls`.
export const sample: Partial<LineChartProps> = {
  height: 280,
  xAxis: [{ scaleType: 'point', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] }],
  series: [{ label: 'Steps', data: [6200, 8900, 5400, null, 7600, 12400, 9800] }],
};

export default function LineChartPlayground(props: LineChartProps) {
  return <LineChart {...props} />;
}
