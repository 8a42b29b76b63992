import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function ExternalLegend() {
  return (
    <ChartDataProvider
      height={260}
      xAxis={[{ scaleType: 'band', data: months }]}
      series={[
        { type: 'bar', label: 'New customers', data: [84, 96, 120, 131, 118, 142] },
        { type: 'bar', label: 'Returning customers', data: [210, 198, 236, 251, 263, 280] },
      ]}
    >
      <Card variant="outlined" sx={{ width: '100%' }}>
        <CardContent
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
          }}
        >
          <Box>
            <Typography variant="h6" component="p">
              Customers per month
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              First half of 2025
            </Typography>
          </Box>
          {/* The legend lives in the card header, outside the chart surface. */}
          <ChartsLegend direction="vertical" />
        </CardContent>
        <Divider />
        <Box sx={{ px: 1 }}>
          <ChartsSurface>
            <BarPlot />
            <ChartsXAxis />
            <ChartsYAxis />
          </ChartsSurface>
        </Box>
      </Card>
      <ChartsTooltip />
    </ChartDataProvider>
  );
}
