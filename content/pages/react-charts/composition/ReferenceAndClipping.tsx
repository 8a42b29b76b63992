import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsClipPath } from '@mui/x-charts/ChartsClipPath';
import { useChartId } from '@mui/x-charts/hooks';

const minutes = [0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60];
// Fridge temperature (°C) during a door-open test.
const temperature = [3.8, 3.9, 4.6, 6.2, 7.4, 8.6, 7.9, 6.5, 5.2, 4.6, 4.2, 4.0, 3.9];

function ClippedLines() {
  const chartId = useChartId();
  const clipPathId = `${chartId}-clip`;
  return (
    <g>
      <g clipPath={`url(#${clipPathId})`}>
        <LinePlot />
        <MarkPlot />
      </g>
      <ChartsClipPath id={clipPathId} />
    </g>
  );
}

export default function ReferenceAndClipping() {
  return (
    <ChartContainer
      height={300}
      series={[{ type: 'line', data: temperature, label: 'Temperature' }]}
      xAxis={[{ data: minutes, label: 'Minutes since the door opened', min: 0, max: 60 }]}
      // A fixed range: values above 8 °C are cut at the edge of the drawing area.
      yAxis={[{ min: 2, max: 8, label: '°C' }]}
    >
      <ClippedLines />
      <ChartsReferenceLine
        y={5}
        label="Safe limit"
        labelAlign="end"
        lineStyle={{ strokeDasharray: '6 4' }}
      />
      <ChartsReferenceLine x={30} label="Door closed" labelAlign="start" />
      <ChartsXAxis />
      <ChartsYAxis />
    </ChartContainer>
  );
}
