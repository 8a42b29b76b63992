import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useBarSeries, useXAxis } from '@mui/x-charts/hooks';

const regions = ['North', 'East', 'South', 'West'];

// An HTML component placed outside the SVG, reading the chart data from hooks.
function TotalsTable() {
  const series = useBarSeries();
  const xAxis = useXAxis();
  const categories = (xAxis.data ?? []) as string[];

  return (
    <Stack direction="row" spacing={3} sx={{ px: 2, flexWrap: 'wrap' }}>
      {series.map((item) => {
        const total = item.data.reduce<number>((sum, value) => sum + (value ?? 0), 0);
        const bestIndex = item.data.indexOf(Math.max(...item.data.map((v) => v ?? 0)));
        return (
          <Box key={item.id}>
            <Typography variant="body2" sx={{ color: item.color, fontWeight: 'bold' }}>
              {typeof item.label === 'function' ? item.label('legend') : item.label}
            </Typography>
            <Typography variant="body2">Total: {total} units</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Best region: {categories[bestIndex]}
            </Typography>
          </Box>
        );
      })}
    </Stack>
  );
}

export default function SeriesSummary() {
  return (
    <ChartDataProvider
      height={260}
      xAxis={[{ scaleType: 'band', data: regions }]}
      series={[
        { type: 'bar', data: [340, 410, 280, 390], label: 'Standing desks' },
        { type: 'bar', data: [520, 470, 610, 430], label: 'Office chairs' },
      ]}
    >
      <Stack spacing={1} sx={{ width: '100%' }}>
        <ChartsSurface>
          <BarPlot />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartsSurface>
        <TotalsTable />
      </Stack>
    </ChartDataProvider>
  );
}
