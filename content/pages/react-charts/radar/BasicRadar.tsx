import { RadarChart } from '@mui/x-charts/RadarChart';

export default function BasicRadar() {
  return (
    <RadarChart
      height={300}
      series={[{ label: 'Aero 14', data: [8.5, 6, 9, 7.5, 8, 5] }]}
      radar={{
        max: 10,
        metrics: ['Performance', 'Battery life', 'Display', 'Keyboard', 'Portability', 'Price'],
      }}
    />
  );
}
