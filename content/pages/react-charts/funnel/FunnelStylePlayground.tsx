import { Unstable_FunnelChart as FunnelChart, type FunnelChartProps } from '@mui/x-charts-pro/FunnelChart';

// Applicants to a summer internship at each step of the hiring process.
export const sample: Partial<FunnelChartProps> = {
  height: 300,
  series: [
    {
      data: [
        { label: 'Applied', value: 640 },
        { label: 'Screened', value: 310 },
        { label: 'Interviewed', value: 120 },
        { label: 'Offered', value: 34 },
        { label: 'Accepted', value: 26 },
      ],
    },
  ],
};

export default function FunnelStylePlayground(props: FunnelChartProps) {
  return <FunnelChart {...props} />;
}
