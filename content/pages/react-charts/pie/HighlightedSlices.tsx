import { PieChart } from '@mui/x-charts/PieChart';
import { euro, householdBudget } from './browserShare';

export default function HighlightedSlices() {
  return (
    <PieChart
      height={280}
      series={[
        {
          data: householdBudget,
          innerRadius: 40,
          paddingAngle: 1,
          highlightScope: { highlight: 'item', fade: 'global' },
          highlighted: { additionalRadius: 8 },
          faded: { innerRadius: 40, additionalRadius: -15, color: 'gray' },
          valueFormatter: (item) => euro.format(item.value),
        },
      ]}
    />
  );
}
