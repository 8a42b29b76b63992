import { PieChart, type PieChartProps } from '@mui/x-charts/PieChart';

// How a small bakery's morning sales split between five products, drawn as a donut so that the
// padding and the rounded corners show on both edges of each slice.
export const sample: Partial<PieChartProps> = {
  height: 260,
  series: [
    {
      data: [
        { id: 'bread', label: 'Bread', value: 42 },
        { id: 'croissants', label: 'Croissants', value: 27 },
        { id: 'cakes', label: 'Cakes', value: 14 },
        { id: 'coffee', label: 'Coffee', value: 11 },
        { id: 'other', label: 'Other', value: 6 },
      ],
    },
  ],
};

export default function PieChartPlayground(props: PieChartProps) {
  return <PieChart {...props} />;
}
