import { ChartContainerPro, type ChartContainerProProps } from '@mui/x-charts-pro/ChartContainerPro';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// A Pro container composing bars and a line on a band axis that can be zoomed (wheel or pinch).
export default function ChartContainerProSample(props: Partial<ChartContainerProProps>) {
  return (
    <ChartContainerPro
      height={300}
      xAxis={[{ id: 'months', scaleType: 'band', data: months, zoom: true }]}
      series={[
        { type: 'bar', data: [42, 55, 38, 61, 70, 64, 72, 68, 59, 63, 77, 90], label: 'Sales' },
        { type: 'line', data: [40, 48, 45, 55, 62, 66, 69, 70, 66, 65, 72, 84], label: 'Trend' },
      ]}
      {...props}
    >
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis />
      <ChartsYAxis />
    </ChartContainerPro>
  );
}
