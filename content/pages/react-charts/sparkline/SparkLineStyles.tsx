import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

const cpuLoad = [31, 35, 33, 48, 62, 58, 44, 39, 52, 71, 66, 49, 41, 37];

export default function SparkLineStyles() {
  return (
    <Stack direction="row" spacing={4} sx={{ width: '100%' }}>
      <Box sx={{ flexGrow: 1 }}>
        <SparkLineChart data={cpuLoad} height={80} area curve="natural" color="#26a69a" />
      </Box>
      <Box sx={{ flexGrow: 1 }}>
        <SparkLineChart
          data={cpuLoad}
          height={80}
          curve="step"
          color={(mode) => (mode === 'dark' ? '#ffb74d' : '#e65100')}
          yAxis={{ min: 0, max: 100 }}
        />
      </Box>
    </Stack>
  );
}
