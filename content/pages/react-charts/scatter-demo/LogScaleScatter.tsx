import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Response size (kB) and response time (ms) of requests to two API endpoints.
const requests = {
  search: [
    [2, 38], [4, 41], [9, 47], [15, 52], [31, 61], [48, 66], [95, 83], [180, 104],
    [260, 131], [520, 188], [900, 262], [1500, 371],
  ],
  export: [
    [120, 310], [240, 420], [480, 590], [950, 780], [1800, 1120], [3500, 1690],
    [6200, 2450], [9800, 3320], [15000, 4710],
  ],
};

const toPoints = (rows: number[][], prefix: string) =>
  rows.map(([size, time], index) => ({ id: `${prefix}-${index}`, x: size, y: time }));

export default function LogScaleScatter() {
  return (
    <ScatterChart
      height={320}
      series={[
        { label: '/search', data: toPoints(requests.search, 'search') },
        { label: '/export', data: toPoints(requests.export, 'export') },
      ]}
      xAxis={[
        {
          scaleType: 'log',
          label: 'Response size (kB, log scale)',
          min: 1,
          max: 20000,
        },
      ]}
      yAxis={[{ scaleType: 'log', label: 'Response time (ms, log scale)', min: 20, max: 6000, width: 60 }]}
      grid={{ horizontal: true, vertical: true }}
    />
  );
}
