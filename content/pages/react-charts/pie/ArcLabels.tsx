import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';
import { browserShare } from './browserShare';

export default function ArcLabels() {
  return (
    <PieChart
      height={300}
      series={[
        {
          data: browserShare,
          arcLabel: (item) => `${item.value}%`,
          arcLabelMinAngle: 20,
          arcLabelRadius: '65%',
          valueFormatter: (item) => `${item.value.toFixed(1)}% of visits`,
        },
      ]}
      sx={{
        [`& .${pieArcLabelClasses.root}`]: { fontWeight: 'bold', fill: '#fff' },
      }}
    />
  );
}
