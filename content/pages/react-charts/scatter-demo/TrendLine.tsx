import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { sales, slope, trendX, trendY } from './trendData';

export default function TrendLine() {
  return (
    <ChartContainer
      height={320}
      xAxis={[{ id: 'temperature', data: trendX, label: 'Temperature (°C)', min: 15, max: 33 }]}
      yAxis={[{ id: 'sold', label: 'Ice creams sold', width: 55 }]}
      series={[
        {
          type: 'scatter',
          label: 'Daily sales',
          data: sales.map((point) => ({ x: point.temperature, y: point.sold, id: point.day })),
          valueFormatter: (value, { dataIndex }) =>
            value && `${sales[dataIndex].day}: ${value.y} sold at ${value.x} °C`,
        },
        {
          type: 'line',
          label: `Trend (+${slope.toFixed(1)} per °C)`,
          data: trendY,
          showMark: false,
          disableHighlight: true,
        },
      ]}
    >
      <ChartsGrid horizontal />
      <LinePlot />
      <ScatterPlot />
      <ChartsXAxis />
      <ChartsYAxis />
      <ChartsTooltip trigger="item" />
    </ChartContainer>
  );
}
