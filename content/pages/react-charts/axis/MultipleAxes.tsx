import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { months, orders, revenue } from './salesData';

export default function MultipleAxes() {
  return (
    <ChartContainer
      height={320}
      series={[
        { type: 'bar', data: orders, label: 'Orders', yAxisId: 'orders' },
        {
          type: 'line',
          data: revenue,
          label: 'Revenue',
          yAxisId: 'revenue',
          valueFormatter: (value) => (value === null ? '' : `$${value}k`),
        },
      ]}
      xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
      yAxis={[
        { id: 'orders', label: 'Orders', position: 'left' },
        {
          id: 'revenue',
          label: 'Revenue ($k)',
          position: 'right',
          min: 0,
        },
      ]}
    >
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis axisId="months" />
      <ChartsYAxis axisId="orders" />
      <ChartsYAxis axisId="revenue" />
      <ChartsAxisHighlight x="band" />
      <ChartsTooltip />
    </ChartContainer>
  );
}
