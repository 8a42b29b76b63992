import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const services = ['Checkout', 'Search', 'Login', 'Payments', 'Catalog'];
const days = ['May 19', 'May 20', 'May 21', 'May 22', 'May 23', 'May 24', 'May 25'];

// Error rate (%) of each service, one row per service, one column per day.
const errorRates: number[][] = [
  [0.2, 0.3, 0.2, 1.4, 0.4, 0.2, 0.1],
  [0.5, 0.6, 0.4, 0.5, 2.8, 3.1, 0.7],
  [0.1, 0.1, 0.2, 0.1, 0.1, 0.3, 0.2],
  [0.8, 1.2, 0.9, 0.7, 0.6, 0.9, 1.1],
  [0.3, 0.2, 0.3, 0.4, 0.3, 0.2, 0.2],
];

const data = errorRates.flatMap((row, serviceIndex) =>
  row.map((value, dayIndex): HeatmapValueType => [dayIndex, serviceIndex, value]),
);

export default function HeatmapPiecewise() {
  return (
    <Heatmap
      height={280}
      xAxis={[{ data: days, categoryGapRatio: 0.08 }]}
      yAxis={[{ data: services, width: 80, categoryGapRatio: 0.08 }]}
      zAxis={[
        {
          colorMap: {
            type: 'piecewise',
            thresholds: [0.5, 1, 2],
            colors: ['#66bb6a', '#d4e157', '#ffa726', '#e53935'],
          },
        },
      ]}
      series={[
        {
          data,
          label: 'Error rate',
          valueFormatter: (value) => `${value[2].toFixed(1)} %`,
        },
      ]}
    />
  );
}
