import { ScatterChart, type ScatterChartProps } from '@mui/x-charts/ScatterChart';

const points = (seed: number) =>
  Array.from({ length: 20 }, (_, i) => ({ id: `${seed}-${i}`, x: 150 + ((i * 37 + seed * 13) % 50), y: 45 + ((i * 23 + seed * 7) % 40) }));

// Height (cm) and weight (kg) of two groups.
export default function ScatterChartSample(props: Partial<ScatterChartProps>) {
  return (
    <ScatterChart
      height={280}
      xAxis={[{ label: 'Height (cm)' }]}
      yAxis={[{ label: 'Weight (kg)' }]}
      series={[
        { data: points(1), label: 'Group A' },
        { data: points(2), label: 'Group B' },
      ]}
      {...props}
    />
  );
}
