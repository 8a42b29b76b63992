import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { useLegend } from '@mui/x-charts/hooks';
import { years, sources } from './energyData';

const latestShare = Object.fromEntries(
  sources.map((source) => [source.id, source.data[source.data.length - 1]]),
);

function SideLegend() {
  const { items } = useLegend();
  return (
    <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none', minWidth: 170 }}>
      {items.map((item) => (
        <Stack component="li" key={item.id} direction="row" spacing={1} alignItems="center">
          <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: item.color }} />
          <Typography variant="body2" sx={{ flex: 1 }}>
            {item.label}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {item.seriesId !== undefined ? `${latestShare[item.seriesId]}%` : null}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

export default function CustomLegend() {
  return (
    <ChartDataProvider
      height={300}
      xAxis={[{ scaleType: 'point', data: years }]}
      yAxis={[{ valueFormatter: (value: number) => `${value}%` }]}
      series={sources.map((source) => ({ ...source, type: 'line' as const }))}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="center">
        <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <ChartsSurface>
            <LinePlot />
            <ChartsXAxis />
            <ChartsYAxis />
            <ChartsAxisHighlight x="line" />
          </ChartsSurface>
        </Box>
        <Box>
          <Typography variant="overline" sx={{ color: 'text.secondary' }}>
            Share in 2024
          </Typography>
          <SideLegend />
        </Box>
      </Stack>
      <ChartsTooltip />
    </ChartDataProvider>
  );
}
