import { useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';

const used = 68.4;
const capacity = 100;

export default function GaugeLikeShare() {
  const theme = useTheme();
  const palette = (theme.vars || theme).palette;
  return (
    <PieChart
      height={200}
      hideLegend
      series={[
        {
          startAngle: -110,
          endAngle: 110,
          innerRadius: '75%',
          cornerRadius: 6,
          paddingAngle: 2,
          cy: '65%',
          arcLabel: (item) => (item.id === 'used' ? `${item.value} GB used` : ''),
          arcLabelRadius: 0,
          valueFormatter: (item) => `${item.value.toFixed(1)} GB`,
          data: [
            { id: 'used', label: 'Used', value: used, color: palette.primary.main },
            {
              id: 'free',
              label: 'Free',
              value: capacity - used,
              color: palette.action.disabledBackground,
            },
          ],
        },
      ]}
    />
  );
}
