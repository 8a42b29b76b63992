import { alpha, useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { quarters, sessionsByDevice } from './galleryData';

const devices = [
  { key: 'desktop', label: 'Desktop' },
  { key: 'mobile', label: 'Mobile' },
  { key: 'tablet', label: 'Tablet' },
] as const;

export default function YearOverYearStacks() {
  const theme = useTheme();
  const deviceColors = [theme.palette.primary.main, theme.palette.secondary.main, theme.palette.warning.main];

  // One stack per year: the stack id groups the series, the order of the years sets the order of the bars.
  const series = ([2023, 2024] as const).flatMap((year) =>
    devices.map((device, index) => ({
      stack: String(year),
      label: `${device.label} ${year}`,
      data: sessionsByDevice[year][device.key],
      // Last year is drawn lighter than this year.
      color: year === 2023 ? alpha(deviceColors[index], 0.45) : deviceColors[index],
      valueFormatter: (value: number | null) => (value === null ? null : `${value}k sessions`),
    })),
  );

  return (
    <BarChart
      height={340}
      xAxis={[{ scaleType: 'band', data: quarters, barGapRatio: 0.15 }]}
      yAxis={[{ width: 50, valueFormatter: (value: number) => `${value}k` }]}
      series={series}
      slotProps={{ legend: { direction: 'horizontal' } }}
    />
  );
}
