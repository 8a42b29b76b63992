import { BarChart } from '@mui/x-charts/BarChart';
import { ageGroups, population } from './galleryData';

const thousands = (value: number | null) =>
  value === null ? null : `${Math.abs(value).toFixed(1)}k`;

export default function PopulationPyramid() {
  return (
    <BarChart
      height={380}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: ageGroups, width: 55, categoryGapRatio: 0.1, reverse: true }]}
      xAxis={[
        {
          label: 'Residents (thousands)',
          valueFormatter: (value: number) => `${Math.abs(value)}`,
        },
      ]}
      series={[
        {
          label: 'Men',
          stack: 'population',
          data: population.men.map((value) => -value),
          valueFormatter: thousands,
        },
        {
          label: 'Women',
          stack: 'population',
          data: population.women,
          valueFormatter: thousands,
        },
      ]}
      grid={{ vertical: true }}
    />
  );
}
