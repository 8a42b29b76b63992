import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { LineChart, areaElementClasses } from '@mui/x-charts/LineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

// One week of a small online shop.
const metrics = [
  { title: 'Visitors', data: [1210, 1340, 1295, 1480, 1620, 2110, 1980] },
  { title: 'Orders', data: [38, 42, 40, 47, 55, 71, 64] },
  { title: 'Returns', data: [6, 5, 7, 4, 6, 9, 3] },
];

function MetricCard({ title, data, color }: { title: string; data: number[]; color: string }) {
  const total = data.reduce((sum, value) => sum + value, 0);
  return (
    <Card variant="outlined" sx={{ flex: '1 1 180px', minWidth: 0 }}>
      <CardContent sx={{ pb: 0 }}>
        <Typography variant="subtitle2" sx={{ color: 'text.secondary' }}>
          {title}
        </Typography>
        <Typography variant="h5" component="p">
          {total.toLocaleString('en-US')}
        </Typography>
      </CardContent>
      <LineChart
        height={70}
        margin={{ top: 6, bottom: 0, left: 0, right: 0 }}
        xAxis={[{ scaleType: 'point', data: days, position: 'none' }]}
        yAxis={[{ position: 'none', min: 0 }]}
        series={[{ label: title, data, area: true, showMark: false, color }]}
        hideLegend
        disableLineItemHighlight
        sx={{ [`& .${areaElementClasses.root}`]: { fillOpacity: 0.35 } }}
      />
    </Card>
  );
}

export default function TinyAreaCards() {
  const theme = useTheme();
  const colors = [theme.palette.primary.main, theme.palette.success.main, theme.palette.warning.main];
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ width: '100%', flexWrap: 'wrap' }}>
      {metrics.map((metric, index) => (
        <MetricCard key={metric.title} title={metric.title} data={metric.data} color={colors[index]} />
      ))}
    </Stack>
  );
}
