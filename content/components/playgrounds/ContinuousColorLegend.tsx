import Stack from '@mui/material/Stack';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ContinuousColorLegend, type ContinuousColorLegendProps } from '@mui/x-charts/ChartsLegend';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

const points = Array.from({ length: 40 }, (_, i) => ({ id: i, x: (i * 37) % 100, y: (i * 53) % 100, z: (i * 71) % 100 }));

// The y and z axes have a continuous colour map, which the legend shows as its axisDirection names (the points take the z axis' colours).
// The x axis has none: in 8.5.0 a continuous colour map on an x axis writes `Infinity` gradient offsets until the chart's width is measured.
export default function ContinuousColorLegendSample(props: Partial<ContinuousColorLegendProps>) {
  return (
    <ChartDataProvider
      height={260}
      xAxis={[{ min: 0, max: 100 }]}
      yAxis={[{ min: 0, max: 100, colorMap: { type: 'continuous', min: 0, max: 100, color: ['#fff3e0', '#e65100'] } }]}
      zAxis={[{ colorMap: { type: 'continuous', min: 0, max: 100, color: ['#e8f5e9', '#1b5e20'] } }]}
      series={[{ type: 'scatter', data: points, label: 'Samples' }]}
    >
      <Stack spacing={1} sx={{ width: '100%', alignItems: 'center' }}>
        <ContinuousColorLegend axisDirection="z" sx={{ width: '50%' }} {...props} />
        <ChartsSurface>
          <ScatterPlot />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartsSurface>
      </Stack>
    </ChartDataProvider>
  );
}
