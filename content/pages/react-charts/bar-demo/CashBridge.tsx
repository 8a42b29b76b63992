import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { cashBridge } from './galleryData';

// Each change floats on an invisible bar that ends where the previous step ended.
let running = 0;
const steps = cashBridge.map((step) => {
  if (step.kind === 'total') {
    running = step.amount;
    return { ...step, base: 0, bar: step.amount };
  }
  const start = running;
  running += step.amount;
  return { ...step, base: Math.min(start, running), bar: Math.abs(step.amount) };
});

const money = (value: number) => `${value < 0 ? '−' : ''}$${Math.abs(value)}k`;

export default function CashBridge() {
  const theme = useTheme();
  return (
    <BarChart
      height={340}
      dataset={steps}
      xAxis={[{ scaleType: 'band', dataKey: 'step', categoryGapRatio: 0.3 }]}
      yAxis={[{ width: 55, valueFormatter: (value: number) => `$${value}k` }]}
      series={[
        {
          id: 'base',
          stack: 'bridge',
          data: steps.map((step) => step.base),
          color: 'transparent',
          // Leave the helper series out of the tooltip.
          valueFormatter: () => null,
        },
        {
          id: 'totals',
          stack: 'bridge',
          label: 'Balance',
          data: steps.map((step) => (step.kind === 'total' ? step.bar : null)),
          color: theme.palette.primary.main,
          valueFormatter: (value) => (value === null ? null : money(value)),
        },
        {
          id: 'increase',
          stack: 'bridge',
          label: 'Money in',
          data: steps.map((step) => (step.kind === 'change' && step.amount > 0 ? step.bar : null)),
          color: theme.palette.success.main,
          valueFormatter: (value) => (value === null ? null : `+${money(value)}`),
        },
        {
          id: 'decrease',
          stack: 'bridge',
          label: 'Money out',
          data: steps.map((step) => (step.kind === 'change' && step.amount < 0 ? step.bar : null)),
          color: theme.palette.error.main,
          valueFormatter: (value) => (value === null ? null : money(-value)),
        },
      ]}
      barLabel={(item, context) => {
        const step = steps[item.dataIndex];
        // No label on the helper series, nor in bars too short to hold one.
        if (item.seriesId === 'base' || item.value === null || context.bar.height < 20) {
          return null;
        }
        return step.kind === 'total' ? money(step.amount) : `${step.amount > 0 ? '+' : ''}${money(step.amount)}`;
      }}
    />
  );
}
