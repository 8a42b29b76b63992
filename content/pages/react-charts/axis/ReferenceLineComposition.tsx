import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { months, orders } from './salesData';

export default function ReferenceLineComposition() {
  return (
    <ChartContainer
      height={300}
      series={[{ type: 'line', data: orders, label: 'Orders' }]}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ min: 250, max: 750, label: 'Orders' }]}
      margin={{ right: 24 }}
    >
      <ChartsGrid horizontal />
      <LinePlot />
      <MarkPlot />
      <ChartsReferenceLine
        y={450}
        label="Monthly target"
        labelAlign="start"
        lineStyle={{ strokeDasharray: '6 4' }}
      />
      <ChartsReferenceLine x="Sep" label="Autumn campaign" labelAlign="start" />
      <ChartsXAxis />
      <ChartsYAxis />
      <ChartsAxisHighlight x="line" />
      <ChartsTooltip />
    </ChartContainer>
  );
}
