import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Candidates at each stage of a hiring process for one engineering role.
const hiringStages = [
  { label: 'Applications', value: 420 },
  { label: 'Phone screen', value: 96 },
  { label: 'Technical interview', value: 31 },
  { label: 'On-site', value: 12 },
  { label: 'Offer', value: 3 },
];

export default function FunnelLegend() {
  return (
    <FunnelChart
      height={300}
      series={[{ data: hiringStages, label: 'Candidates' }]}
      slotProps={{
        legend: {
          direction: 'vertical',
          position: { vertical: 'middle', horizontal: 'end' },
        },
      }}
    />
  );
}
