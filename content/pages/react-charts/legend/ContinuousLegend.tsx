import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';

// Weather stations: altitude (m), average July temperature (°C).
const stations = [
  { id: 'st-1', x: 120, y: 24.1 },
  { id: 'st-2', x: 340, y: 22.6 },
  { id: 'st-3', x: 560, y: 21.0 },
  { id: 'st-4', x: 780, y: 19.4 },
  { id: 'st-5', x: 950, y: 18.2 },
  { id: 'st-6', x: 1200, y: 16.5 },
  { id: 'st-7', x: 1450, y: 14.9 },
  { id: 'st-8', x: 1700, y: 13.1 },
  { id: 'st-9', x: 1980, y: 11.4 },
  { id: 'st-10', x: 2300, y: 9.2 },
  { id: 'st-11', x: 2650, y: 7.0 },
  { id: 'st-12', x: 3000, y: 4.8 },
];

export default function ContinuousLegend() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ label: 'Altitude (m)' }]}
      yAxis={[
        {
          label: 'July average (°C)',
          colorMap: { type: 'continuous', min: 0, max: 25, color: ['#2c7bb6', '#d7191c'] },
        },
      ]}
      series={[{ data: stations, label: 'Stations', valueFormatter: (p) => p && `${p.y} °C at ${p.x} m` }]}
      slots={{ legend: ContinuousColorLegend }}
      slotProps={{
        legend: {
          axisDirection: 'y',
          minLabel: '0 °C',
          maxLabel: '25 °C',
          labelPosition: 'end',
          sx: { width: 320, maxWidth: '100%' },
        },
      }}
    />
  );
}
