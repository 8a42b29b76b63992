import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ordersByChannel, weekdays } from './galleryData';

const totalOrders = weekdays.reduce(
  (sum, _day, index) =>
    sum +
    ordersByChannel.web[index] +
    ordersByChannel.mobile[index] +
    ordersByChannel.marketplace[index],
  0,
);

export default function OrdersDashboardCard() {
  return (
    <Card variant="outlined" sx={{ width: '100%', maxWidth: 640 }}>
      <CardContent>
        <Stack spacing={0.5}>
          <Typography variant="subtitle2" sx={{ color: 'text.secondary' }}>
            Orders this week
          </Typography>
          <Typography variant="h4" component="p">
            {totalOrders.toLocaleString('en-US')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'success.main' }}>
            +12% compared with last week
          </Typography>
        </Stack>
        <BarChart
          height={240}
          xAxis={[{ scaleType: 'band', data: weekdays, disableTicks: true }]}
          yAxis={[{ position: 'none' }]}
          series={[
            { label: 'Web', data: ordersByChannel.web, stack: 'orders' },
            { label: 'Mobile app', data: ordersByChannel.mobile, stack: 'orders' },
            { label: 'Marketplace', data: ordersByChannel.marketplace, stack: 'orders' },
          ]}
          borderRadius={6}
          margin={{ left: 0, right: 0 }}
        />
      </CardContent>
    </Card>
  );
}
