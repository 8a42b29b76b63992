import { BarChartPro, type BarChartProProps } from '@mui/x-charts-pro/BarChartPro';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const bandAxis = { id: 'months', scaleType: 'band' as const, data: months, zoom: true };

// A year of monthly sales; the months' band axis can be zoomed (wheel or pinch) in either layout.
export default function BarChartProSample(props: Partial<BarChartProProps>) {
  const horizontal = props.layout === 'horizontal';
  return (
    <BarChartPro
      height={300}
      series={[
        { data: [42, 55, 38, 61, 70, 64, 72, 68, 59, 63, 77, 90], label: 'Online' },
        { data: [30, 34, 45, 40, 52, 58, 49, 47, 55, 60, 66, 81], label: 'In store' },
      ]}
      {...props}
      xAxis={[horizontal ? {} : bandAxis]}
      yAxis={[horizontal ? bandAxis : {}]}
    />
  );
}
