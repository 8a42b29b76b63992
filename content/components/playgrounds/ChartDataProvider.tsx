import { ChartDataProvider, type ChartDataProviderProps } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';

// The provider holds the data; the legend (HTML), the surface (SVG) and the tooltip inside it read from it.
export default function ChartDataProviderSample(props: Partial<ChartDataProviderProps>) {
  return (
    <ChartDataProvider
      height={280}
      xAxis={[{ scaleType: 'band', data: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'] }]}
      series={[
        { type: 'bar', data: [42, 55, 38, 61, 70, 64], label: 'Online' },
        { type: 'bar', data: [30, 34, 45, 40, 52, 58], label: 'In store' },
      ]}
      {...props}
    >
      <ChartsLegend />
      <ChartsSurface>
        <BarPlot />
        <ChartsXAxis />
        <ChartsYAxis />
      </ChartsSurface>
      <ChartsTooltip />
    </ChartDataProvider>
  );
}
