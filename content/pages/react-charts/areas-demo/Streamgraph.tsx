import { LineChart } from '@mui/x-charts/LineChart';

const weeks = Array.from({ length: 12 }, (_, index) => `W${index + 1}`);

// Hours of music streamed per genre on a small radio app, in thousands.
const genres = [
  { label: 'Pop', data: [42, 45, 48, 52, 50, 47, 44, 46, 51, 55, 58, 54] },
  { label: 'Hip-hop', data: [30, 34, 38, 36, 41, 45, 49, 47, 43, 40, 38, 41] },
  { label: 'Rock', data: [25, 24, 22, 21, 23, 26, 28, 27, 24, 22, 21, 20] },
  { label: 'Electronic', data: [12, 14, 18, 24, 30, 34, 31, 26, 20, 16, 14, 13] },
  { label: 'Jazz', data: [8, 9, 9, 10, 9, 8, 8, 9, 11, 13, 15, 16] },
];

export default function Streamgraph() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: weeks }]}
      yAxis={[{ disableLine: true, disableTicks: true, valueFormatter: () => '' }]}
      series={genres.map((genre) => ({
        ...genre,
        area: true,
        stack: 'genres',
        stackOffset: 'wiggle',
        stackOrder: 'insideOut',
        curve: 'natural',
        showMark: false,
        valueFormatter: (value: number | null) => (value === null ? '' : `${value}k hours`),
      }))}
    />
  );
}
