import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsAxisTooltipContent, ChartsItemTooltipContent, ChartsTooltipContainer, type ChartsTooltipContainerProps } from '@mui/x-charts/ChartsTooltip';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

// Hover the bars: the container places its content by the pointer, for the trigger it is given (the content matches it).
export default function ChartsTooltipContainerSample(props: Partial<ChartsTooltipContainerProps>) {
  const trigger = props.trigger ?? 'axis';
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
      </ChartsSurface>
      <ChartsTooltipContainer {...props} trigger={trigger}>
        {trigger === 'item' ? <ChartsItemTooltipContent /> : <ChartsAxisTooltipContent />}
      </ChartsTooltipContainer>
    </ChartDataProvider>
  );
}
