import { PieChart } from '@mui/x-charts/PieChart';

const browsers = [
  { id: 'chrome', value: 64, label: (location: 'tooltip' | 'legend' | 'arc') => (location === 'arc' ? 'Chr.' : 'Chrome') },
  { id: 'safari', value: 19, label: 'Safari' },
  { id: 'edge', value: 8, label: 'Edge' },
  { id: 'firefox', value: 5, label: 'Firefox', labelMarkType: 'line' as const },
  { id: 'other', value: 4, label: 'Other browsers' },
];

export default function PieLabels() {
  return (
    <PieChart
      height={260}
      series={[
        {
          data: browsers,
          arcLabel: 'label',
          arcLabelMinAngle: 20,
          valueFormatter: (item) => `${item.value}% of visits`,
        },
      ]}
    />
  );
}
