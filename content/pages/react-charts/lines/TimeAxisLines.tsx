import { LineChart } from '@mui/x-charts/LineChart';

// One point per day, at midnight UTC.
const days = [
  '2025-03-03',
  '2025-03-04',
  '2025-03-05',
  '2025-03-06',
  '2025-03-07',
  '2025-03-08',
  '2025-03-09',
  '2025-03-10',
  '2025-03-11',
  '2025-03-12',
  '2025-03-13',
  '2025-03-14',
  '2025-03-15',
  '2025-03-16',
].map((day) => new Date(`${day}T00:00:00Z`));

const signUps = [182, 205, 198, 231, 264, 141, 127, 219, 240, 236, 258, 297, 160, 149];

const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const longDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

export default function TimeAxisLines() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'utc',
          data: days,
          valueFormatter: (date: Date, context) =>
            context.location === 'tick' ? shortDate.format(date) : longDate.format(date),
        },
      ]}
      series={[{ label: 'New accounts', data: signUps, showMark: false }]}
    />
  );
}
