import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Daily change of a share price, in percent.
const dailyChange = [0.8, 1.2, -0.4, -1.6, -0.9, 0.3, 1.9, 2.4, 0.6, -0.7, -2.1, -0.5, 1.1, 1.7];

export default function ColorByValue() {
  const theme = useTheme();

  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 360 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Daily change, last 14 sessions
      </Typography>
      <Box>
        <SparkLineChart
          height={60}
          data={dailyChange}
          plotType="bar"
          yAxis={{
            colorMap: {
              type: 'piecewise',
              thresholds: [0],
              colors: [theme.palette.error.main, theme.palette.success.main],
            },
          }}
          showTooltip
          valueFormatter={(value) => (value === null ? '' : `${value > 0 ? '+' : ''}${value}%`)}
        />
      </Box>
    </Stack>
  );
}
