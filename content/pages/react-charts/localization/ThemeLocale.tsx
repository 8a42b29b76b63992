import { ThemeProvider, type Theme } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { frFR } from '@mui/x-charts/locales';

// Adds the French texts of the charts to the surrounding theme, which keeps the page's light or
// dark mode. In an app, pass the locale to createTheme instead: createTheme(options, frFR).
const withFrench = (outer: Theme): Theme => ({
  ...outer,
  components: { ...outer.components, ...frFR.components },
});

export default function ThemeLocale() {
  return (
    <ThemeProvider theme={withFrench}>
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
