import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { dailyTemperature } from './salesData';

const readings = dailyTemperature.map((value, index) => ({ id: index, x: index + 1, y: value }));

export default function TemperatureColorMap() {
  return (
    <ScatterChart
      height={300}
      hideLegend
      xAxis={[{ min: 0, max: 31, label: 'Day of March' }]}
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
          data: readings,
          markerSize: 6,
          valueFormatter: (value) => (value ? `Day ${value.x}: ${value.y} °C` : ''),
        },
      ]}
      grid={{ horizontal: true }}
    />
  );
}
