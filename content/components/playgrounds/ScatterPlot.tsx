import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { ScatterPlot, type ScatterPlotProps } from '@mui/x-charts/ScatterChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

const points = (seed: number) =>
  Array.from({ length: 20 }, (_, i) => ({ id: `${seed}-${i}`, x: 150 + ((i * 37 + seed * 13) % 50), y: 45 + ((i * 23 + seed * 7) % 40) }));

// The points of two series, drawn by the plot inside a container with its axes.
export default function ScatterPlotSample(props: Partial<ScatterPlotProps>) {
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
      <ScatterPlot {...props} />
      <ChartsXAxis />
      <ChartsYAxis />
    </ChartContainer>
  );
}
