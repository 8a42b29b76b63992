import { LineChart } from '@mui/x-charts/LineChart';

// One record per week, as it could come from an API.
const dataset = [
  { week: 'W14', visits: 8420, signUps: 312, orders: 145 },
  { week: 'W15', visits: 9105, signUps: 348, orders: 162 },
  { week: 'W16', visits: 8870, signUps: 331, orders: 158 },
  { week: 'W17', visits: 10240, signUps: 402, orders: 191 },
  { week: 'W18', visits: 11530, signUps: 447, orders: 214 },
  { week: 'W19', visits: 10980, signUps: 420, orders: 203 },
  { week: 'W20', visits: 12310, signUps: 489, orders: 236 },
];

export default function DatasetLines() {
  return (
    <LineChart
      height={300}
      dataset={dataset}
      xAxis={[{ scaleType: 'point', dataKey: 'week' }]}
      yAxis={[
        { id: 'visits', width: 55 },
        { id: 'conversions', position: 'right', width: 45 },
      ]}
      series={[
        { dataKey: 'visits', label: 'Visits', yAxisId: 'visits' },
        { dataKey: 'signUps', label: 'Sign-ups', yAxisId: 'conversions' },
        { dataKey: 'orders', label: 'Orders', yAxisId: 'conversions' },
      ]}
    />
  );
}
