import { BarChart } from '@mui/x-charts/BarChart';
import { quarters, results } from './energyData';

const inThousands = (value: number | null) => (value === null ? null : `$${value}k`);

export default function DivergingStack() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      yAxis={[{ valueFormatter: (value: number) => `$${value}k`, width: 55 }]}
      series={[
        { label: 'Subscriptions', stack: 'result', data: results.subscriptions, valueFormatter: inThousands },
        { label: 'Services', stack: 'result', data: results.services, valueFormatter: inThousands },
        { label: 'Salaries', stack: 'result', data: results.salaries, valueFormatter: inThousands },
        { label: 'Infrastructure', stack: 'result', data: results.infrastructure, valueFormatter: inThousands },
      ]}
      grid={{ horizontal: true }}
    />
  );
}
