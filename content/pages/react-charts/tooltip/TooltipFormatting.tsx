import { LineChart } from '@mui/x-charts/LineChart';

const weeks = [
  new Date(Date.UTC(2025, 0, 6)),
  new Date(Date.UTC(2025, 0, 13)),
  new Date(Date.UTC(2025, 0, 20)),
  new Date(Date.UTC(2025, 0, 27)),
  new Date(Date.UTC(2025, 1, 3)),
  new Date(Date.UTC(2025, 1, 10)),
  new Date(Date.UTC(2025, 1, 17)),
  new Date(Date.UTC(2025, 1, 24)),
];

const revenue = [18400, 21250, 19800, 24100, 26900, 25300, 28750, 31200];
const refunds = [920, 1100, null, 1310, 1250, 1480, 1390, 1620];

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const longDate = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'full',
  timeZone: 'UTC',
});

export default function TooltipFormatting() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'point',
          data: weeks,
          // Short dates under the axis, a full date as the tooltip title.
          valueFormatter: (date: Date, context) =>
            context.location === 'tooltip'
              ? `Week of ${longDate.format(date)}`
              : shortDate.format(date),
        },
      ]}
      yAxis={[{ width: 60, valueFormatter: (value: number) => `$${value / 1000}k` }]}
      series={[
        {
          label: 'Revenue',
          data: revenue,
          valueFormatter: (value) => (value === null ? null : currency.format(value)),
        },
        {
          label: 'Refunds',
          data: refunds,
          // Returning a string for null keeps the row in the tooltip.
          valueFormatter: (value) => (value === null ? 'not reported' : currency.format(value)),
        },
      ]}
    />
  );
}
