import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';

export default function LocaleTextProp() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      {/* One chart: the localeText prop. */}
      <BarChart
        height={220}
        series={[]}
        localeText={{ noData: 'No orders this week yet' }}
        sx={{ flex: 1 }}
      />
      {/* A group of charts: the provider. */}
      <ChartsLocalizationProvider localeText={{ loading: 'Fetching orders…' }}>
        <BarChart height={220} series={[]} loading sx={{ flex: 1 }} />
      </ChartsLocalizationProvider>
    </Stack>
  );
}
