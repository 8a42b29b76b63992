import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ordersByCategory, weekdays } from './storeData';

const visitors = [1210, 1100, 1280, 1340, 1720, 2480, 2150];

export default function TooltipComposition() {
  return (
    <ChartContainer
      height={300}
      xAxis={[{ id: 'days', scaleType: 'band', data: weekdays }]}
      yAxis={[
        { id: 'orders', position: 'left' },
        {
          id: 'visitors',
          position: 'right',
          width: 60,
          valueFormatter: (value: number) => `${value / 1000}k`,
        },
      ]}
      series={[
        { type: 'bar', label: 'Book orders', data: ordersByCategory.books, yAxisId: 'orders' },
        { type: 'line', label: 'Store visitors', data: visitors, yAxisId: 'visitors' },
      ]}
    >
      <BarPlot />
      <LinePlot />
      <ChartsAxisHighlight x="band" />
      <MarkPlot />
      <ChartsXAxis />
      <ChartsYAxis axisId="orders" label="Orders" />
      <ChartsYAxis axisId="visitors" label="Visitors" />
      <ChartsTooltip trigger="axis" />
    </ChartContainer>
  );
}
