import { LineChart, areaElementClasses } from '@mui/x-charts/LineChart';
import { months, ordersByChannel } from './salesData';

export default function GradientArea() {
  return (
    <LineChart
      height={300}
      hideLegend
      xAxis={[{ scaleType: 'point', data: months }]}
      series={[
        {
          id: 'web-orders',
          label: 'Web shop orders (k)',
          data: ordersByChannel.webShop,
          area: true,
          showMark: false,
          color: '#1e88e5',
        },
      ]}
      sx={{
        [`& .${areaElementClasses.root}`]: { fill: 'url(#web-orders-gradient)' },
      }}
    >
      <defs>
        <linearGradient id="web-orders-gradient" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#1e88e5" stopOpacity={0.5} />
          <stop offset="100%" stopColor="#1e88e5" stopOpacity={0} />
        </linearGradient>
      </defs>
    </LineChart>
  );
}
