import { PieChart } from '@mui/x-charts/PieChart';
import { energyUse } from './energyData';

export default function PieHighlight() {
  return (
    <PieChart
      height={300}
      series={[
        {
          data: energyUse,
          innerRadius: 45,
          outerRadius: 100,
          paddingAngle: 1,
          cornerRadius: 4,
          highlightScope: { highlight: 'item', fade: 'global' },
          highlighted: { additionalRadius: 8 },
          faded: { innerRadius: 45, additionalRadius: -12 },
          valueFormatter: (item) => `${item.value}%`,
        },
      ]}
    />
  );
}
