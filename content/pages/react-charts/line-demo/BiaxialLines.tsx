import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Climate normals for Mumbai.
const temperature = [31, 32, 33, 33, 34, 32, 30, 30, 31, 33, 34, 32];
const rainfall = [1, 1, 0, 1, 11, 493, 840, 553, 313, 68, 14, 2];

export default function BiaxialLines() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[
        {
          id: 'temperature',
          label: 'Temperature (°C)',
          min: 20,
          max: 40,
        },
        {
          id: 'rainfall',
          label: 'Rainfall (mm)',
          position: 'right',
          min: 0,
        },
      ]}
      series={[
        {
          label: 'Average high',
          data: temperature,
          yAxisId: 'temperature',
          valueFormatter: (value) => `${value} °C`,
        },
        {
          label: 'Rainfall',
          data: rainfall,
          yAxisId: 'rainfall',
          area: true,
          showMark: false,
          valueFormatter: (value) => `${value} mm`,
        },
      ]}
    />
  );
}
