import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { ChartsAxisHighlight, type ChartsAxisHighlightProps } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { BarPlot } from '@mui/x-charts/BarChart';

// Hover the chart: the highlight follows the pointer along the axes (a band of months, a line of values).
export default function ChartsAxisHighlightSample(props: Partial<ChartsAxisHighlightProps>) {
  return (
    <ChartContainer
      height={280}
      xAxis={[{ scaleType: 'band', data: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'] }]}
      series={[{ type: 'bar', data: [42, 55, 38, 61, 70, 64], label: 'Sales' }]}
    >
      <BarPlot />
      <ChartsXAxis />
      <ChartsYAxis />
      <ChartsAxisHighlight x="band" y="line" {...props} />
    </ChartContainer>
  );
}
