import { RadarChart } from '@mui/x-charts/RadarChart';
import { laptopScores, reviewCriteria } from './laptops';

export default function CompareSeries() {
  return (
    <RadarChart
      height={320}
      series={laptopScores.map((laptop, index) => ({
        ...laptop,
        fillArea: index === 0,
        hideMark: index !== 0,
        valueFormatter: (value: number | null) => (value === null ? null : `${value} / 10`),
      }))}
      radar={{ max: 10, metrics: reviewCriteria }}
    />
  );
}
