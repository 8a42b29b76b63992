import { LineChart } from '@mui/x-charts/LineChart';

const years = [2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024];

// Electricity generation by source, in TWh.
const sources = [
  { label: 'Coal', data: [320, 305, 290, 262, 230, 190, 205, 188, 160, 142] },
  { label: 'Gas', data: [210, 225, 232, 240, 245, 238, 230, 214, 205, 198] },
  { label: 'Nuclear', data: [150, 148, 146, 145, 143, 140, 141, 132, 128, 127] },
  { label: 'Wind', data: [80, 92, 108, 120, 138, 152, 148, 170, 190, 205] },
  { label: 'Solar', data: [30, 38, 45, 54, 66, 82, 98, 118, 140, 163] },
];

const percent = (value: number) => `${Math.round(value * 100)}%`;

export default function PercentAreas() {
  return (
    <LineChart
      height={320}
      xAxis={[{ data: years, scaleType: 'point', valueFormatter: (year: number) => `${year}` }]}
      yAxis={[{ min: 0, max: 1, valueFormatter: percent }]}
      series={sources.map((source) => ({
        ...source,
        area: true,
        stack: 'generation',
        stackOffset: 'expand',
        showMark: false,
        valueFormatter: (value: number | null) => (value === null ? '' : `${value} TWh`),
      }))}
    />
  );
}
