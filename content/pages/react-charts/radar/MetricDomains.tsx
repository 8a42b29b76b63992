import { RadarChart } from '@mui/x-charts/RadarChart';

// One athlete's test results, each measured on its own scale.
const metrics = [
  { name: 'Sprint 100 m (s)', min: 10, max: 15 },
  { name: 'Long jump (m)', min: 4, max: 8 },
  { name: 'Shot put (m)', min: 8, max: 16 },
  { name: 'High jump (m)', min: 1.4, max: 2.2 },
  { name: 'Push-ups', min: 0, max: 80 },
];

export default function MetricDomains() {
  return (
    <RadarChart
      height={320}
      highlight="series"
      series={[
        { label: 'September', data: [12.4, 6.1, 11.2, 1.75, 42], fillArea: true },
        { label: 'March', data: [11.8, 6.6, 12.9, 1.85, 55], fillArea: true },
      ]}
      radar={{
        startAngle: 36,
        metrics,
        labelFormatter: (name, { location }) =>
          location === 'tick' ? name.replace(/ \(.*\)$/, '') : name,
      }}
    />
  );
}
