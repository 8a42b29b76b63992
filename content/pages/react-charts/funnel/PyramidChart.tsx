import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Recommended weekly servings per food group, from the base of a nutrition pyramid to the top.
const foodGroups = [
  { label: 'Sweets and snacks', value: 2 },
  { label: 'Meat and fish', value: 5 },
  { label: 'Dairy', value: 14 },
  { label: 'Fruit and vegetables', value: 35 },
  { label: 'Whole grains', value: 42 },
];

export default function PyramidChart() {
  return (
    <FunnelChart
      height={320}
      series={[
        {
          data: foodGroups,
          curve: 'pyramid',
          borderRadius: 0,
          valueFormatter: (item) => (item === null ? '' : `${item.value} / week`),
        },
      ]}
      gap={3}
      slotProps={{
        legend: {
          direction: 'vertical',
          position: { vertical: 'middle', horizontal: 'end' },
        },
      }}
    />
  );
}
