import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { dayFormatter, days, storeMetrics } from './storeMetrics';

const dublin = storeMetrics[3].dailyOrders;

export default function SparkLineTooltip() {
  return (
    <Stack direction="row" spacing={4} sx={{ width: '100%' }}>
      <Box sx={{ flexGrow: 1 }}>
        <SparkLineChart
          data={dublin}
          height={80}
          showTooltip
          showHighlight
          xAxis={{
            scaleType: 'point',
            data: days,
            valueFormatter: (day: Date) => dayFormatter.format(day),
          }}
          valueFormatter={(orders) => `${orders} orders`}
        />
      </Box>
      <Box sx={{ flexGrow: 1 }}>
        <SparkLineChart
          plotType="bar"
          data={dublin}
          height={80}
          showTooltip
          showHighlight
          xAxis={{
            scaleType: 'band',
            data: days,
            valueFormatter: (day: Date) => dayFormatter.format(day),
          }}
          valueFormatter={(orders) => `${orders} orders`}
        />
      </Box>
    </Stack>
  );
}
