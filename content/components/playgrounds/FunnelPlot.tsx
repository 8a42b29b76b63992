import { Unstable_FunnelChart as FunnelChart, type FunnelPlotProps } from '@mui/x-charts-pro/FunnelChart';

// The funnel chart draws its sections with the plot, and passes it the plot's props (gap, onItemClick, slots, slotProps): the playground's go there.
// (The funnel's series type is not exported in 8.5.0, so a container of one's own cannot hold a funnel series.)
export default function FunnelPlotSample(props: Partial<FunnelPlotProps>) {
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
