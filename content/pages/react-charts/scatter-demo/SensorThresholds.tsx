import { ScatterChart } from '@mui/x-charts/ScatterChart';

const start = Date.UTC(2025, 6, 14, 0, 0);
const quarterHour = 15 * 60 * 1000;

// Temperature of a cold-storage room (°C), one reading every 15 minutes over 12 hours.
const readings = [
  3.1, 3.3, 3.2, 3.6, 3.8, 3.5, 3.4, 3.9, 4.2, 4.6, 5.1, 5.6, 6.2, 6.8, 7.1, 6.4, 5.7, 5.0, 4.4,
  4.0, 3.7, 3.6, 3.4, 3.5, 3.3, 3.8, 4.1, 4.4, 4.9, 5.3, 4.8, 4.3, 3.9, 3.6, 3.4, 3.2, 3.3, 3.5,
  3.4, 3.6, 3.9, 4.0, 3.8, 3.5, 3.3, 3.2, 3.1, 3.0,
];

const timeFormatter = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

export default function SensorThresholds() {
  return (
    <ScatterChart
      height={300}
      series={[
        {
          label: 'Room temperature',
          markerSize: 5,
          data: readings.map((temperature, index) => ({
            id: index,
            x: start + index * quarterHour,
            y: temperature,
          })),
          valueFormatter: (value) =>
            value && `${timeFormatter.format(new Date(value.x))}: ${value.y} °C`,
        },
      ]}
      xAxis={[
        {
          scaleType: 'time',
          valueFormatter: (value: Date) => timeFormatter.format(value),
        },
      ]}
      yAxis={[
        {
          label: '°C',
          min: 2,
          max: 8,
          colorMap: {
            type: 'piecewise',
            thresholds: [4, 6],
            colors: ['#1e88e5', '#fb8c00', '#e53935'],
          },
        },
      ]}
      grid={{ horizontal: true }}
      hideLegend
    />
  );
}
