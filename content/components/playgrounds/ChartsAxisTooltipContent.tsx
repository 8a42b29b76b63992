import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsAxisTooltipContent, ChartsTooltipContainer, type ChartsAxisTooltipContentProps } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

// Hover the chart: the content lists every series' value at the month under the pointer.
export default function ChartsAxisTooltipContentSample(props: Partial<ChartsAxisTooltipContentProps>) {
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
      <ChartsTooltipContainer trigger="axis">
        <ChartsAxisTooltipContent {...props} />
      </ChartsTooltipContainer>
    </ChartDataProvider>
  );
}
