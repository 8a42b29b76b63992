import { LineChartPro, type LineChartProProps } from '@mui/x-charts-pro/LineChartPro';

const days = Array.from({ length: 30 }, (_, i) => i + 1);
const docs = days.map((d) => Math.round(120 + 40 * Math.sin(d / 3) + d * 2));
const blog = days.map((d) => Math.round(180 + 30 * Math.cos(d / 4) + d * 3));

// Visitors of two sites over a month; the day axis can be zoomed (wheel or pinch).
export default function LineChartProSample(props: Partial<LineChartProProps>) {
  return (
    <LineChartPro
      height={300}
      xAxis={[{ id: 'days', data: days, zoom: true, label: 'Day' }]}
      series={[
        { data: docs, label: 'Docs', showMark: false },
        { data: blog, label: 'Blog', showMark: false },
      ]}
      {...props}
    />
  );
}
