import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { laptopSales, months, phoneSales } from './trafficData';

export default function ZoomSlider() {
  return (
    <BarChartPro
      height={340}
      xAxis={[
        {
          id: 'months',
          scaleType: 'band',
          data: months,
          zoom: { minSpan: 25, slider: { enabled: true } },
          valueFormatter: (month: string, context) =>
            context.location === 'tooltip' ? `${month} 2024` : month,
        },
      ]}
      yAxis={[{ valueFormatter: (value: number) => `$${value}k` }]}
      initialZoom={[{ axisId: 'months', start: 50, end: 100 }]}
      series={[
        { label: 'Laptops', data: laptopSales },
        { label: 'Phones', data: phoneSales },
      ]}
    />
  );
}
