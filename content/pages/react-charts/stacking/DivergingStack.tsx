import { BarChart } from '@mui/x-charts/BarChart';
import { quarters, results } from './energyData';

// The isolate marks (U+2066, U+2069) keep the minus sign in place on right-to-left pages.
const money = (value: number) =>
  `\u2066${value < 0 ? '-' : ''}$${Math.abs(value)}k\u2069`;
const inThousands = (value: number | null) => (value === null ? null : money(value));

export default function DivergingStack() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      yAxis={[{ valueFormatter: money, width: 60 }]}
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
