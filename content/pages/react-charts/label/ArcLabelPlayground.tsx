import { PieChart, type PieChartProps } from '@mui/x-charts/PieChart';

// Languages spoken at home in a class of 30 pupils, with their names written on the arcs: the
// three smallest slices are under 30 degrees.
export const sample: Partial<PieChartProps> = {
  height: 260,
  series: [
    {
      arcLabel: 'label',
      data: [
        { id: 'english', label: 'English', value: 14 },
        { id: 'polish', label: 'Polish', value: 6 },
        { id: 'urdu', label: 'Urdu', value: 5 },
        { id: 'somali', label: 'Somali', value: 2 },
        { id: 'welsh', label: 'Welsh', value: 2 },
        { id: 'greek', label: 'Greek', value: 1 },
      ],
    },
  ],
};

export default function ArcLabelPlayground(props: PieChartProps) {
  return <PieChart {...props} />;
}
