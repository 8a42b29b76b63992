import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const deliveries = [142, 158, 151, 167, 189, 96, 54];
const sevenDayAverage = [138, 141, 143, 147, 152, 147, 137];

export default function BasicComposition() {
  return (
    <ChartContainer
      height={300}
      xAxis={[{ scaleType: 'band', data: days }]}
      series={[
        { type: 'bar', data: deliveries, label: 'Deliveries' },
        { type: 'line', data: sevenDayAverage, label: '7-day average' },
      ]}
    >
      <ChartsGrid horizontal />
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis />
      <ChartsYAxis />
    </ChartContainer>
  );
}
