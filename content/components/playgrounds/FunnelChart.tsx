import { Unstable_FunnelChart as FunnelChart, type FunnelChartProps } from '@mui/x-charts-pro/FunnelChart';

// A sign-up funnel: visitors, sign-ups, trials and customers.
export default function FunnelChartSample(props: Partial<FunnelChartProps>) {
  return (
    <FunnelChart
      height={300}
      series={[
        {
          data: [
            { value: 2000, label: 'Visitors' },
            { value: 900, label: 'Sign-ups' },
            { value: 400, label: 'Trials' },
            { value: 120, label: 'Customers' },
          ],
        },
      ]}
      {...props}
    />
  );
}
