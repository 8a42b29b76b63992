import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const weeklySignups = [42, 51, 48, 63, 59, 71, 68, 80, 77, 91];

export default function BasicSparkLine() {
  return (
    <Stack direction="row" spacing={4} sx={{ width: '100%' }}>
      <Box sx={{ flexGrow: 1 }}>
        <SparkLineChart data={weeklySignups} height={80} />
      </Box>
      <Box sx={{ flexGrow: 1 }}>
        <SparkLineChart plotType="bar" data={weeklySignups} height={80} />
      </Box>
    </Stack>
  );
}
