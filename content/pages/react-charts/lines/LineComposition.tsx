import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { AreaPlot, LinePlot, MarkPlot, LineHighlightPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';

const hours = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];

// Visitors inside a museum, counted every hour.
const visitors = [40, 185, 320, 410, 455, 430, 470, 390, 260];

export default function LineComposition() {
  return (
    <ChartContainer
      height={300}
      xAxis={[{ scaleType: 'point', data: hours }]}
      yAxis={[{ min: 0, max: 550, width: 45 }]}
      series={[
        { type: 'line', label: 'Visitors', data: visitors, area: true, curve: 'monotoneX' },
      ]}
    >
      <AreaPlot />
      <ChartsReferenceLine
        y={450}
        label="Capacity limit"
        labelAlign="start"
        lineStyle={{ strokeDasharray: '4 4' }}
      />
      <LinePlot />
      <ChartsXAxis />
      <ChartsYAxis />
      <ChartsAxisHighlight x="line" />
      <MarkPlot />
      <LineHighlightPlot />
      <ChartsTooltip trigger="axis" />
    </ChartContainer>
  );
}
