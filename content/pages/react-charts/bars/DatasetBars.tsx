import { BarChart } from '@mui/x-charts/BarChart';

const revenue = [
  { quarter: 'Q1', north: 42, south: 35, west: 28 },
  { quarter: 'Q2', north: 47, south: 39, west: 33 },
  { quarter: 'Q3', north: 44, south: 45, west: 37 },
  { quarter: 'Q4', north: 53, south: 48, west: 41 },
];

function inThousands(value: number | null): string {
  return value === null ? '' : `$${value}k`;
}

export default function DatasetBars() {
  return (
    <BarChart
      height={300}
      dataset={revenue}
      xAxis={[{ scaleType: 'band', dataKey: 'quarter' }]}
      yAxis={[{ valueFormatter: (value: number) => `$${value}k` }]}
      series={[
        { dataKey: 'north', label: 'North', valueFormatter: inThousands },
        { dataKey: 'south', label: 'South', valueFormatter: inThousands },
        { dataKey: 'west', label: 'West', valueFormatter: inThousands },
      ]}
    />
  );
}
