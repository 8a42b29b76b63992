import * as React from 'react';
import Stack from '@mui/material/Stack';
import Chip from '@mui/material/Chip';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { rainbowSurgePalette } from '@mui/x-charts/colorPalettes';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Average daily high per month, in °C.
const cities = [
  { id: 'reykjavik', label: 'Reykjavík', data: [3, 3, 4, 6, 10, 12, 14, 14, 11, 7, 4, 3] },
  { id: 'berlin', label: 'Berlin', data: [3, 5, 9, 15, 19, 22, 25, 24, 19, 14, 8, 4] },
  { id: 'madrid', label: 'Madrid', data: [10, 12, 16, 18, 22, 28, 32, 31, 26, 19, 13, 10] },
  { id: 'cairo', label: 'Cairo', data: [19, 21, 24, 28, 32, 34, 35, 35, 33, 30, 25, 20] },
  { id: 'sydney', label: 'Sydney', data: [26, 26, 25, 23, 20, 18, 17, 18, 20, 22, 24, 25] },
];

export default function SeriesPicker() {
  const theme = useTheme();
  const [selected, setSelected] = React.useState<string[]>(['berlin', 'sydney']);
  // One color per city, fixed by its place in the full list rather than among the visible series.
  const palette = rainbowSurgePalette(theme.palette.mode);
  const colorOf = (index: number) => palette[index % palette.length];

  const toggle = (id: string) =>
    setSelected((current) =>
      current.includes(id) ? current.filter((item) => item !== id) : [...current, id],
    );

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {cities.map((city, index) => {
          const isSelected = selected.includes(city.id);
          return (
            <Chip
              key={city.id}
              label={city.label}
              onClick={() => toggle(city.id)}
              variant={isSelected ? 'filled' : 'outlined'}
              aria-pressed={isSelected}
              sx={
                isSelected
                  ? { bgcolor: colorOf(index), color: theme.palette.getContrastText(colorOf(index)) }
                  : undefined
              }
            />
          );
        })}
      </Stack>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 45, valueFormatter: (value: number) => `${value}°` }]}
        series={cities
          .map((city, index) => ({
            id: city.id,
            label: city.label,
            data: city.data,
            color: colorOf(index),
            valueFormatter: (value: number | null) => `${value} °C`,
          }))
          .filter((series) => selected.includes(series.id))}
        hideLegend
      />
    </Stack>
  );
}
