import { LineChart } from '@mui/x-charts/LineChart';

// Electricity consumption of a household, hour by hour over one day (kWh).
const hours = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);
const consumption = [
  0.31, 0.28, 0.27, 0.26, 0.27, 0.35, 0.62, 0.95, 0.81, 0.54, 0.48, 0.52, 0.71, 0.58,
  0.49, 0.47, 0.55, 0.83, 1.21, 1.34, 1.12, 0.88, 0.61, 0.4,
];

export default function TickLabelInterval() {
  return (
    <LineChart
      height={280}
      xAxis={[
        {
          scaleType: 'point',
          data: hours,
          // A tick every hour, a label every six hours.
          tickLabelInterval: (_value: string, index: number) => index % 6 === 0,
        },
      ]}
      yAxis={[
        {
          label: 'kWh',
          // Ticks at fixed values, whatever the data.
          tickInterval: [0, 0.25, 0.5, 0.75, 1, 1.25, 1.5],
        },
      ]}
      series={[{ data: consumption, label: 'Consumption', showMark: false, area: true }]}
      grid={{ horizontal: true }}
      hideLegend
    />
  );
}
