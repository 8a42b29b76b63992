import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { weeks, weeklySales } from './coffeeSales';

const target = [700, 720, 740, 760, 780, 800];

export default function ComposedChart() {
  const total = weeklySales.espresso.map((cups, index) => cups + weeklySales.latte[index]);

  return (
    <ChartContainer
      height={300}
      xAxis={[{ id: 'weeks', scaleType: 'band', data: weeks }]}
      yAxis={[{ id: 'cups', label: 'Cups', width: 70 }]}
      series={[
        { type: 'bar', data: total, label: 'Cups sold' },
        { type: 'line', data: target, label: 'Target' },
      ]}
    >
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis axisId="weeks" />
      <ChartsYAxis axisId="cups" />
      <ChartsAxisHighlight x="band" />
      <ChartsTooltip />
    </ChartContainer>
  );
}
