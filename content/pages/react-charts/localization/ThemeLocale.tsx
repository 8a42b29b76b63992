import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { frFR } from '@mui/x-charts/locales';

export default function ThemeLocale() {
  // Extend the page theme so that the demo keeps the light or dark mode.
  const existingTheme = useTheme();
  const theme = createTheme(existingTheme, frFR);

  return (
    <ThemeProvider theme={theme}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <BarChart
          height={220}
          loading
          xAxis={[{ scaleType: 'band', data: ['T1', 'T2', 'T3', 'T4'] }]}
          series={[]}
          sx={{ flex: 1 }}
        />
        <LineChart height={220} series={[]} sx={{ flex: 1 }} />
      </Stack>
    </ThemeProvider>
  );
}
