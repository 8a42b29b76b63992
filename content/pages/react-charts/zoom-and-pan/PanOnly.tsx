import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { dateFormatter, days, visits } from './trafficData';

export default function PanOnly() {
  return (
    <LineChartPro
      height={300}
      xAxis={[
        {
          id: 'days',
          scaleType: 'utc',
          data: days,
          // A fixed 30-day window: the reader can drag it, not resize it.
          zoom: { minSpan: 8, maxSpan: 8, slider: { enabled: true } },
          valueFormatter: (date: Date) => dateFormatter.format(date),
        },
      ]}
      initialZoom={[{ axisId: 'days', start: 0, end: 8 }]}
      series={[{ label: 'Daily visits', data: visits, color: '#00897b' }]}
    />
  );
}
