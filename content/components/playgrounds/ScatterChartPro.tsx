import { ScatterChartPro, type ScatterChartProProps } from '@mui/x-charts-pro/ScatterChartPro';

const points = (seed: number) =>
  Array.from({ length: 30 }, (_, i) => ({ id: `${seed}-${i}`, x: 150 + ((i * 37 + seed * 13) % 50), y: 45 + ((i * 23 + seed * 7) % 40) }));

// Height (cm) and weight (kg) of two groups; both axes can be zoomed (wheel or pinch).
export default function ScatterChartProSample(props: Partial<ScatterChartProProps>) {
  return (
    <ScatterChartPro
      height={300}
      xAxis={[{ id: 'height', label: 'Height (cm)', zoom: true }]}
      yAxis={[{ id: 'weight', label: 'Weight (kg)', zoom: true }]}
      series={[
        { data: points(1), label: 'Group A' },
        { data: points(2), label: 'Group B' },
      ]}
      {...props}
    />
  );
}
