import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsLocalizationProvider, type ChartsLocalizationProviderProps } from '@mui/x-charts/ChartsLocalizationProvider';

// The provider gives its texts to every chart inside it: here the message of a chart without data, under one with data.
export default function ChartsLocalizationProviderSample(props: Partial<ChartsLocalizationProviderProps>) {
  return (
    <ChartsLocalizationProvider localeText={{ noData: 'No sales yet', loading: 'Fetching the sales…' }} {...props}>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <BarChart
          height={200}
          xAxis={[{ scaleType: 'band', data: ['Jan', 'Feb', 'Mar'] }]}
          series={[{ data: [42, 55, 38], label: 'Online' }]}
        />
        <BarChart height={200} xAxis={[{ scaleType: 'band', data: ['Jan', 'Feb', 'Mar'] }]} series={[]} />
      </Stack>
    </ChartsLocalizationProvider>
  );
}
