import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { months, ordersByChannel } from './salesData';

export default function ThemeSeriesColors() {
  const theme = useTheme();

  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      series={[
        {
          label: 'Web shop',
          data: ordersByChannel.webShop,
          color: theme.palette.primary.main,
        },
        {
          label: 'Retail',
          data: ordersByChannel.retail,
          color: theme.palette.secondary.main,
        },
        {
          label: 'Wholesale',
          data: ordersByChannel.wholesale,
          color: theme.palette.text.secondary,
        },
      ]}
    />
  );
}
