import { BarChart, type BarChartProps } from '@mui/x-charts/BarChart';

const months = { scaleType: 'band' as const, data: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'] };

// Monthly sales of two channels; the months stay on the band axis in either layout.
export default function BarChartSample(props: Partial<BarChartProps>) {
  const horizontal = props.layout === 'horizontal';
  return (
    <BarChart
      height={280}
      series={[
        { data: [42, 55, 38, 61, 70, 64], label: 'Online' },
        { data: [30, 34, 45, 40, 52, 58], label: 'In store' },
      ]}
      {...props}
      xAxis={[horizontal ? {} : months]}
      yAxis={[horizontal ? months : {}]}
    />
  );
}
