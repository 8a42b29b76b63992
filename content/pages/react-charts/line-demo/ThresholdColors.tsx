import { LineChart } from '@mui/x-charts/LineChart';

const weeks = Array.from({ length: 16 }, (_, index) => `W${index + 1}`);

// Weekly net cash flow of a small business, in thousands of euros.
const cashFlow = [12, 8, 3, -4, -9, -6, 2, 7, 11, 6, -2, -7, -3, 4, 9, 14];

export default function ThresholdColors() {
  return (
    <LineChart
      id="weekly-cash-flow"
      height={300}
      xAxis={[{ scaleType: 'point', data: weeks }]}
      yAxis={[
        {
          valueFormatter: (value: number) => `${value}k €`,
          colorMap: {
            type: 'piecewise',
            thresholds: [0],
            colors: ['#e53935', '#43a047'],
          },
        },
      ]}
      series={[
        {
          label: 'Net cash flow',
          data: cashFlow,
          area: true,
          showMark: false,
          curve: 'linear',
        },
      ]}
      grid={{ horizontal: true }}
      hideLegend
    />
  );
}
