import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip, type ChartsTooltipProps } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

// Hover the bars: the tooltip shows the item under the pointer, or every series at the month (axis).
export default function ChartsTooltipSample(props: Partial<ChartsTooltipProps>) {
  return (
    <ChartDataProvider
      height={280}
      xAxis={[{ scaleType: 'band', data: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'] }]}
      series={[
        { type: 'bar', data: [42, 55, 38, 61, 70, 64], label: 'Online' },
        { type: 'bar', data: [30, 34, 45, 40, 52, 58], label: 'In store' },
      ]}
    >
      <ChartsSurface>
        <BarPlot />
        <ChartsXAxis />
        <ChartsYAxis />
        <ChartsAxisHighlight x="band" />
      </ChartsSurface>
      <ChartsTooltip {...props} />
    </ChartDataProvider>
  );
}
