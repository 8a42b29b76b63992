import { LineChart } from '@mui/x-charts/LineChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];

const channels = [
  { label: 'Web shop', data: [320, 340, 310, 380, 410, 395, 430, 470] },
  { label: 'Mobile app', data: [150, 170, 190, 185, 220, 240, 260, 275] },
  { label: 'In store', data: [210, 200, 205, 190, 180, 185, 175, 170] },
];

export default function StackedAreas() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: weeks }]}
      yAxis={[{ label: 'Orders per week', width: 60 }]}
      series={channels.map((channel) => ({
        ...channel,
        area: true,
        stack: 'orders',
        showMark: false,
      }))}
    />
  );
}
