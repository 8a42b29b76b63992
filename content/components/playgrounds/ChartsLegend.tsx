import Stack from '@mui/material/Stack';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend, type ChartsLegendProps } from '@mui/x-charts/ChartsLegend';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

// The legend of three series, beside the chart when it is vertical, above it otherwise.
export default function ChartsLegendSample(props: Partial<ChartsLegendProps>) {
  const vertical = props.direction === 'vertical';
  return (
    <ChartDataProvider
      height={260}
      xAxis={[{ scaleType: 'band', data: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'] }]}
      series={[
        { type: 'bar', data: [42, 55, 38, 61, 70, 64], label: 'Online' },
        { type: 'bar', data: [30, 34, 45, 40, 52, 58], label: 'In store' },
        { type: 'bar', data: [12, 18, 15, 20, 22, 25], label: 'Phone' },
      ]}
    >
      <Stack direction={vertical ? 'row' : 'column'} spacing={1} sx={{ width: '100%', alignItems: 'center' }}>
        <ChartsLegend {...props} />
        <ChartsSurface>
          <BarPlot />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartsSurface>
      </Stack>
    </ChartDataProvider>
  );
}
