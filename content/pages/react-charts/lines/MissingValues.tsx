import { LineChart } from '@mui/x-charts/LineChart';

const hours = ['00:00', '02:00', '04:00', '06:00', '08:00', '10:00', '12:00', '14:00', '16:00', '18:00'];

// Both sensors were offline for a while: `null` marks the missing readings.
const greenhouse = [14.2, 13.8, 13.1, null, null, 19.4, 23.7, 25.2, 24.1, 20.3];
const garden = [6.1, 5.2, 4.6, 4.1, 6.8, null, 13.9, 15.6, 14.2, 11.7];

export default function MissingValues() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: hours }]}
      yAxis={[{ valueFormatter: (value: number) => `${value} °C` }]}
      series={[
        { label: 'Greenhouse (gaps kept)', data: greenhouse },
        { label: 'Garden (connectNulls)', data: garden, connectNulls: true },
      ]}
    />
  );
}
