import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
const monthlyOrders = [320, 410, 380, 450, 520, 490, 560, 610];
const cumulative = monthlyOrders.map((_, index) =>
  monthlyOrders.slice(0, index + 1).reduce((sum, value) => sum + value, 0),
);

export default function LinesOverBars() {
  return (
    <ChartDataProvider
      height={320}
      xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
      yAxis={[
        { id: 'monthly', min: 0, label: 'Per month', width: 70 },
        { id: 'total', position: 'right', min: 0, label: 'Cumulative', width: 75 },
      ]}
      series={[
        { type: 'bar', label: 'Orders in the month', data: monthlyOrders, yAxisId: 'monthly' },
        { type: 'line', label: 'Orders since January', data: cumulative, yAxisId: 'total' },
      ]}
    >
      <ChartsLegend />
      <ChartsSurface>
        <BarPlot />
        <LinePlot />
        <ChartsAxisHighlight x="band" />
        <MarkPlot />
        <ChartsXAxis axisId="months" />
        <ChartsYAxis axisId="monthly" />
        <ChartsYAxis axisId="total" />
      </ChartsSurface>
      <ChartsTooltip />
    </ChartDataProvider>
  );
}
