import { BarChart } from '@mui/x-charts/BarChart';

// Finishing times of a 10 km race, in minutes.
const runners = [
  { name: 'Amira', time: 38.2 },
  { name: 'Jonas', time: 41.5 },
  { name: 'Keiko', time: 43.9 },
  { name: 'Mateo', time: 46.1 },
  { name: 'Priya', time: 49.8 },
];

export default function AxisPositionAndDirection() {
  return (
    <BarChart
      height={280}
      layout="horizontal"
      dataset={runners}
      yAxis={[{ scaleType: 'band', dataKey: 'name', width: 60 }]}
      xAxis={[
        {
          position: 'top',
          label: 'Finishing time (minutes)',
          min: 30,
          max: 55,
          disableTicks: true,
        },
      ]}
      series={[{ dataKey: 'time', label: 'Time', valueFormatter: (v) => `${v} min` }]}
      hideLegend
    />
  );
}
