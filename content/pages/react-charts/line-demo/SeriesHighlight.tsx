import { LineChart } from '@mui/x-charts/LineChart';

const years = [2019, 2020, 2021, 2022, 2023, 2024];

const fade = { highlight: 'series', fade: 'global' } as const;

export default function SeriesHighlight() {
  return (
    <LineChart
      height={320}
      xAxis={[{ data: years, scaleType: 'point', valueFormatter: (year: number) => `${year}` }]}
      yAxis={[{ valueFormatter: (value: number) => `${value}%` }]}
      series={[
        { label: 'Electric', data: [2.5, 4.2, 8.7, 12.1, 15.8, 17.9], highlightScope: fade },
        { label: 'Plug-in hybrid', data: [1.3, 2.8, 4.3, 4.8, 5.6, 6.1], highlightScope: fade },
        { label: 'Hybrid', data: [3.9, 5.4, 7.2, 9.8, 12.4, 14.7], highlightScope: fade },
        { label: 'Petrol and diesel', data: [92.3, 87.6, 79.8, 73.3, 66.2, 61.3], highlightScope: fade },
      ]}
      axisHighlight={{ x: 'none' }}
      slotProps={{ tooltip: { trigger: 'item' } }}
    />
  );
}
