import Box from '@mui/material/Box';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { LinePlot, AreaPlot, LineHighlightPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

const hours = ['06:00', '08:00', '10:00', '12:00', '14:00', '16:00', '18:00', '20:00'];

export default function DataProviderLayout() {
  return (
    <ChartDataProvider
      height={280}
      xAxis={[{ scaleType: 'point', data: hours }]}
      yAxis={[{ label: 'Visitors' }]}
      series={[
        { type: 'line', data: [40, 210, 380, 520, 460, 430, 610, 280], label: 'Museum', area: true },
        { type: 'line', data: [15, 60, 140, 260, 300, 340, 420, 390], label: 'Gallery' },
      ]}
    >
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          width: '100%',
        }}
      >
        <Box sx={{ px: 2, pt: 1.5, typography: 'subtitle2' }}>Visitors on Saturday</Box>
        <ChartsSurface>
          <AreaPlot />
          <LinePlot />
          <ChartsXAxis />
          <ChartsYAxis />
          <ChartsAxisHighlight x="line" />
          <LineHighlightPlot />
        </ChartsSurface>
        <ChartsLegend sx={{ justifyContent: 'center' }} />
      </Box>
      <ChartsTooltip />
    </ChartDataProvider>
  );
}
