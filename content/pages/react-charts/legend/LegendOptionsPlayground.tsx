import { PieChart, type PieChartProps } from '@mui/x-charts/PieChart';

// Where a household's electricity goes, by use: a pie chart, whose legend starts as a column
// at the end of the chart.
export const sample: Partial<PieChartProps> = {
  height: 260,
  series: [
    {
      data: [
        { id: 'heating', label: 'Heating', value: 38 },
        { id: 'kitchen', label: 'Kitchen', value: 21 },
        { id: 'laundry', label: 'Laundry', value: 14 },
        { id: 'lighting', label: 'Lighting', value: 9 },
        { id: 'devices', label: 'Devices', value: 18 },
      ],
    },
  ],
};

export default function LegendOptionsPlayground(props: PieChartProps) {
  return <PieChart {...props} />;
}
