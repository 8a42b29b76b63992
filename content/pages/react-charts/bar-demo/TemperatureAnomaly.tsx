import { BarChart } from '@mui/x-charts/BarChart';
import { months, temperatureAnomaly } from './galleryData';

// The isolate marks (U+2066, U+2069) keep the sign next to the number on right-to-left pages.
const signed = (value: number) =>
  `\u2066${value > 0 ? '+' : ''}${value.toFixed(1)} °C\u2069`;

export default function TemperatureAnomaly() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: months, categoryGapRatio: 0.35 }]}
      yAxis={[
        {
          valueFormatter: signed,
          width: 60,
          colorMap: {
            type: 'piecewise',
            thresholds: [0],
            colors: ['#1e88e5', '#e53935'],
          },
        },
      ]}
      series={[
        {
          label: 'Difference from normal',
          data: temperatureAnomaly,
          valueFormatter: (value) => (value === null ? null : signed(value)),
        },
      ]}
      grid={{ horizontal: true }}
      hideLegend
    />
  );
}
