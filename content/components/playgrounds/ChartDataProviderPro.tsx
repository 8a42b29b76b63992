import { ChartDataProviderPro, type ChartDataProviderProProps } from '@mui/x-charts-pro/ChartDataProviderPro';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// The Pro provider holds the data (and the zoom of the band axis); the legend, the surface and the tooltip read from it.
export default function ChartDataProviderProSample(props: Partial<ChartDataProviderProProps>) {
  return (
    <ChartDataProviderPro
      height={300}
      xAxis={[{ id: 'months', scaleType: 'band', data: months, zoom: true }]}
      series={[
        { type: 'bar', data: [42, 55, 38, 61, 70, 64, 72, 68, 59, 63, 77, 90], label: 'Online' },
        { type: 'bar', data: [30, 34, 45, 40, 52, 58, 49, 47, 55, 60, 66, 81], label: 'In store' },
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
    </ChartDataProviderPro>
  );
}
