import { LineChart } from '@mui/x-charts/LineChart';
import type { ShowMarkParams } from '@mui/x-charts/models';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

// Mark only the days on which the runner walked more than 10,000 steps.
const goalReached = ({ value }: ShowMarkParams) => value > 10;

export default function MarkOptions() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: days }]}
      yAxis={[{ label: 'Steps (thousands)', width: 60 }]}
      series={[
        {
          label: 'Anna',
          data: [6.2, 8.9, 7.4, 11.8, 9.1, 14.3, 4.6],
          shape: 'star',
          showMark: goalReached,
        },
        {
          label: 'Omar',
          data: [10.4, 9.6, 12.1, 10.8, 13.5, 7.9, 11.2],
          shape: 'square',
          showMark: goalReached,
        },
      ]}
    />
  );
}
