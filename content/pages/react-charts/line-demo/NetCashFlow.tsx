import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = Array.from({ length: 12 }, (_, index) => `W${index + 1}`);

// Net cash flow of a small landscaping business per week, in thousands of dollars.
// Spring equipment purchases push the first weeks below zero.
const cashFlow = [-4.2, -6.8, -3.1, 1.4, 3.9, 2.2, -1.6, 4.8, 6.3, 5.1, 2.7, 7.4];

export default function NetCashFlow() {
  const theme = useTheme();
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: weeks }]}
      yAxis={[
        {
          width: 55,
          valueFormatter: (value: number) => `${value}k`,
          colorMap: {
            type: 'piecewise',
            thresholds: [0],
            colors: [theme.palette.error.main, theme.palette.success.main],
          },
        },
      ]}
      series={[
        {
          label: 'Net cash flow',
          data: cashFlow,
          area: true,
          curve: 'linear',
          valueFormatter: (value) =>
            value === null ? null : `${value > 0 ? '+' : ''}$${value.toFixed(1)}k`,
        },
      ]}
      grid={{ horizontal: true }}
      hideLegend
    />
  );
}
