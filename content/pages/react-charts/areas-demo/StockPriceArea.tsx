import { LineChart } from '@mui/x-charts/LineChart';

const dates = [
  '2025-01-06',
  '2025-01-13',
  '2025-01-20',
  '2025-01-27',
  '2025-02-03',
  '2025-02-10',
  '2025-02-17',
  '2025-02-24',
  '2025-03-03',
  '2025-03-10',
  '2025-03-17',
  '2025-03-24',
].map((day) => new Date(`${day}T00:00:00Z`));

// Weekly closing price of a share, in dollars.
const closes = [182.4, 185.1, 183.9, 188.6, 192.3, 190.8, 195.2, 193.7, 189.5, 186.2, 190.4, 194.9];

const formatDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

export default function StockPriceArea() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'utc',
          data: dates,
          // One tick every other week, on the dates of the data.
          tickInterval: dates.filter((_, index) => index % 2 === 0),
          valueFormatter: (date: Date) => formatDate.format(date),
        },
      ]}
      yAxis={[{ valueFormatter: (value: number) => `$${value}`, width: 55 }]}
      series={[
        {
          label: 'Closing price',
          data: closes,
          area: true,
          baseline: 'min',
          curve: 'linear',
          showMark: false,
          valueFormatter: (value: number | null) => (value === null ? '' : `$${value.toFixed(2)}`),
        },
      ]}
      hideLegend
    />
  );
}
