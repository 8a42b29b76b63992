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
      xAxis={[
        {
          position: 'none',
          colorMap: {
            type: 'continuous',
            min: 0,
            max: 450,
            color: ['#90caf9', '#1565c0'],
          },
        },
      ]}
      series={[
        {
          dataKey: 'revenue',
          label: 'Revenue',
          valueFormatter: (value) => (value === null ? null : `$${value}k`),
        },
      ]}
      barLabel={(item) => `$${item.value}k`}
      borderRadius={4}
      hideLegend
    />
  );
}
