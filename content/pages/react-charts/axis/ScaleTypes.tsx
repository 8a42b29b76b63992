import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Population and median age of a few cities (illustrative figures).
const cities = [
  { id: 'Reykjavik', population: 140_000, age: 36 },
  { id: 'Bergen', population: 290_000, age: 38 },
  { id: 'Lyon', population: 520_000, age: 35 },
  { id: 'Porto', population: 1_300_000, age: 43 },
  { id: 'Milan', population: 3_100_000, age: 45 },
  { id: 'Madrid', population: 6_700_000, age: 43 },
  { id: 'Istanbul', population: 15_600_000, age: 33 },
];

const data = cities.map((city) => ({ id: city.id, x: city.population, y: city.age }));

function compact(value: number) {
  return new Intl.NumberFormat('en-US', { notation: 'compact' }).format(value);
}

export default function ScaleTypes() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      {(['linear', 'log'] as const).map((scaleType) => (
        <Stack key={scaleType} sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" sx={{ textAlign: 'center' }}>
            scaleType: '{scaleType}'
          </Typography>
          <ScatterChart
            height={260}
            xAxis={[
              {
                scaleType,
                label: 'Population',
                valueFormatter: (value: number) => compact(value),
              },
            ]}
            yAxis={[{ label: 'Median age', min: 30, max: 50 }]}
            series={[
              {
                data,
                label: 'Cities',
                valueFormatter: (point) =>
                  point && `${point.id}: ${compact(point.x)} people, ${point.y} years`,
              },
            ]}
            hideLegend
          />
        </Stack>
      ))}
    </Stack>
  );
}
