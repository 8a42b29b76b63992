import Stack from '@mui/material/Stack';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { PiecewiseColorLegend, type PiecewiseColorLegendProps } from '@mui/x-charts/ChartsLegend';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

const points = Array.from({ length: 40 }, (_, i) => ({ id: i, x: (i * 37) % 100, y: (i * 53) % 100, z: (i * 71) % 100 }));
const pieces = (colors: string[]) => ({ type: 'piecewise' as const, thresholds: [25, 50, 75], colors });

// Each axis (x, y and z) has a piecewise colour map, so the legend shows the one its axisDirection names; the points take the z axis' colours.
export default function PiecewiseColorLegendSample(props: Partial<PiecewiseColorLegendProps>) {
  return (
    <ChartDataProvider
      height={260}
      xAxis={[{ min: 0, max: 100, colorMap: pieces(['#bbdefb', '#64b5f6', '#1e88e5', '#0d47a1']) }]}
      yAxis={[{ min: 0, max: 100, colorMap: pieces(['#ffe0b2', '#ffb74d', '#fb8c00', '#e65100']) }]}
      zAxis={[{ colorMap: pieces(['#c8e6c9', '#81c784', '#43a047', '#1b5e20']) }]}
      series={[{ type: 'scatter', data: points, label: 'Samples' }]}
    >
      <Stack spacing={1} sx={{ width: '100%', alignItems: 'center' }}>
        <PiecewiseColorLegend axisDirection="z" {...props} />
        <ChartsSurface>
          <ScatterPlot />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartsSurface>
      </Stack>
    </ChartDataProvider>
  );
}
