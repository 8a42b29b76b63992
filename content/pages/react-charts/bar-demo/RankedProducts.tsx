import { BarChart } from '@mui/x-charts/BarChart';
import { productRevenue } from './galleryData';

export default function RankedProducts() {
  return (
    <BarChart
      height={320}
      layout="horizontal"
      dataset={productRevenue}
      yAxis={[
        {
          scaleType: 'band',
          dataKey: 'product',
          width: 150,
          disableTicks: true,
          disableLine: true,
        },
      ]}
      xAxis={[{ position: 'none' }]}
      series={[
        {
          dataKey: 'revenue',
          label: 'Revenue',
          valueFormatter: (value) => (value === null ? null : `$${value}k`),
        },
      ]}
      barLabel={(item) => `$${item.value}k`}
      hideLegend
    />
  );
}
