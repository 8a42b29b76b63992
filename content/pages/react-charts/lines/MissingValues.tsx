import { LineChart } from '@mui/x-charts/LineChart';

const hours = ['00:00', '02:00', '04:00', '06:00', '08:00', '10:00', '12:00', '14:00', '16:00', '18:00'];

// The sensor was offline at 06:00 and 08:00.
const readings = [3.1, 2.8, 2.4, null, null, 6.9, 9.7, 11.2, 10.4, 8.1];

export default function MissingValues() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: hours }]}
      yAxis={[{ valueFormatter: (value: number) => `${value} °C` }]}
      series={[
        { label: 'Gaps kept', data: readings },
        {
          label: 'connectNulls',
          data: readings.map((value) => (value === null ? null : value + 4)),
          connectNulls: true,
        },
      ]}
    />
  );
}
