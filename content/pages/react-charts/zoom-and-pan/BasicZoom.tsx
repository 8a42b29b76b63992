import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { dateFormatter, days, visits } from './trafficData';

export default function BasicZoom() {
  return (
    <LineChartPro
      height={320}
      xAxis={[
        {
          scaleType: 'utc',
          data: days,
          zoom: true,
          valueFormatter: (date: Date) => dateFormatter.format(date),
        },
      ]}
      series={[{ label: 'Daily visits', data: visits, showMark: false }]}
    />
  );
}
