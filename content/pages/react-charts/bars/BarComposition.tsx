import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Climate of Singapore: rainfall in mm and average temperature in °C.
const rainfall = [242, 161, 185, 179, 172, 162, 158, 176, 169, 194, 256, 288];
const temperature = [26.6, 27.2, 27.6, 28.0, 28.4, 28.4, 28.0, 27.9, 27.7, 27.7, 27.0, 26.5];

export default function BarComposition() {
  return (
    <ChartContainer
      height={300}
      xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
      yAxis={[
        { id: 'rain', width: 50, valueFormatter: (value: number) => `${value} mm` },
        {
          id: 'temperature',
          position: 'right',
          min: 24,
          max: 30,
          width: 45,
          valueFormatter: (value: number) => `${value} °C`,
        },
      ]}
      series={[
        { type: 'bar', label: 'Rainfall', data: rainfall, yAxisId: 'rain' },
        {
          type: 'line',
          label: 'Temperature',
          data: temperature,
          yAxisId: 'temperature',
        },
      ]}
    >
      <ChartsGrid horizontal />
      <BarPlot borderRadius={4} />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis />
      <ChartsYAxis axisId="rain" />
      <ChartsYAxis axisId="temperature" />
      <ChartsAxisHighlight x="band" />
      <ChartsTooltip />
    </ChartContainer>
  );
}
