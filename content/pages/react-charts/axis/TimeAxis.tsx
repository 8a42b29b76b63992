import { LineChart } from '@mui/x-charts/LineChart';
import { readingDates, humidity } from './salesData';

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const fullFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

const ONE_WEEK = 7 * 24 * 60 * 60 * 1000;

export default function TimeAxis() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'utc',
          data: readingDates,
          tickMinStep: ONE_WEEK,
          domainLimit: 'strict',
          valueFormatter: (value: Date, context) =>
            context.location === 'tick' ? dayFormat.format(value) : fullFormat.format(value),
        },
      ]}
      yAxis={[{ label: 'Relative humidity (%)', min: 50, max: 80 }]}
      series={[{ data: humidity, label: 'Greenhouse humidity', showMark: false }]}
      hideLegend
    />
  );
}
