import { LineChart } from '@mui/x-charts/LineChart';
import { dailyTemperature } from './salesData';

const days = dailyTemperature.map((_, index) => index + 1);

export default function TemperatureColorMap() {
  return (
    <LineChart
      id="rooftop-temperature"
      height={300}
      hideLegend
      xAxis={[{ data: days, label: 'Day of March' }]}
      yAxis={[
        {
          label: 'Temperature (°C)',
          colorMap: {
            type: 'piecewise',
            thresholds: [0, 15],
            colors: ['#1e88e5', '#43a047', '#f4511e'],
          },
        },
      ]}
      series={[
        {
          label: 'Rooftop sensor',
          data: dailyTemperature,
          area: true,
          showMark: false,
          valueFormatter: (value) => (value === null ? '' : `${value} °C`),
        },
      ]}
      grid={{ horizontal: true }}
    />
  );
}
