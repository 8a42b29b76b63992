import { LineChart } from '@mui/x-charts/LineChart';
import { months } from './salesData';

// Monthly climate normals of a coastal city.
const temperature = [7, 8, 10, 13, 16, 20, 23, 23, 20, 16, 11, 8];
const rainfall = [98, 80, 71, 62, 55, 31, 18, 24, 52, 96, 118, 110];

export default function SameSideAxes() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[
        { id: 'temperature', label: 'Temperature (°C)', position: 'left' },
        { id: 'rainfall', label: 'Rainfall (mm)', position: 'left' },
      ]}
      series={[
        {
          data: temperature,
          label: 'Temperature',
          yAxisId: 'temperature',
          valueFormatter: (v) => `${v} °C`,
        },
        {
          data: rainfall,
          label: 'Rainfall',
          yAxisId: 'rainfall',
          valueFormatter: (v) => `${v} mm`,
        },
      ]}
    />
  );
}
