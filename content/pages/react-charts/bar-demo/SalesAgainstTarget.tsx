import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { months, monthlySales, salesTarget } from './galleryData';

export default function SalesAgainstTarget() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[
        {
          valueFormatter: (value: number) => `$${value}k`,
          colorMap: {
            type: 'piecewise',
            thresholds: [salesTarget],
            colors: ['#ef6c00', '#2e7d32'],
          },
        },
      ]}
      series={[
        {
          label: 'Sales',
          data: monthlySales,
          valueFormatter: (value) => (value === null ? null : `$${value}k`),
        },
      ]}
      borderRadius={4}
      hideLegend
    >
      <ChartsReferenceLine
        y={salesTarget}
        label="Target"
        labelAlign="middle"
        lineStyle={{ strokeDasharray: '6 4' }}
      />
    </BarChart>
  );
}
