import { PieChart } from '@mui/x-charts/PieChart';
import { toPieData } from './energyMix';

const format = (item: { value: number }) => `${item.value} TWh`;

export default function TwoYearsSideBySide() {
  return (
    <PieChart
      height={240}
      slotProps={{
        legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } },
      }}
      series={[
        {
          id: '2015',
          data: toPieData('2015'),
          cx: '25%',
          outerRadius: 90,
          valueFormatter: format,
        },
        {
          id: '2024',
          data: toPieData('2024').filter((item) => item.value > 0),
          cx: '75%',
          outerRadius: 90,
          valueFormatter: format,
        },
      ]}
    />
  );
}
