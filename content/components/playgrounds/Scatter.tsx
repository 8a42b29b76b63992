import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { Scatter, ScatterPlot, type ScatterProps } from '@mui/x-charts/ScatterChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

const points = (seed: number) =>
  Array.from({ length: 20 }, (_, i) => ({ id: `${seed}-${i}`, x: 150 + ((i * 37 + seed * 13) % 50), y: 45 + ((i * 23 + seed * 7) % 40) }));

// Scatter draws one series: the plot renders it for each series (its scatter slot), with the series' data, scales and colours, and the knobs' props.
export default function ScatterSample(props: Partial<ScatterProps>) {
  return (
    <ChartContainer
      height={280}
      xAxis={[{ label: 'Height (cm)' }]}
      yAxis={[{ label: 'Weight (kg)' }]}
      series={[
        { type: 'scatter', data: points(1), label: 'Group A' },
        { type: 'scatter', data: points(2), label: 'Group B' },
      ]}
    >
      <ScatterPlot slots={{ scatter: Scatter }} slotProps={{ scatter: props }} />
      <ChartsXAxis />
      <ChartsYAxis />
    </ChartContainer>
  );
}
