import { BarChart } from '@mui/x-charts/BarChart';

const warehouses = ['Lyon', 'Hamburg', 'Rotterdam', 'Milan', 'Porto', 'Gdańsk'];
const fillRate = [96, 88, 73, 91, 64, 82];

export default function FillRateColors() {
  return (
    <BarChart
      id="warehouse-fill-rate"
      height={300}
      hideLegend
      xAxis={[{ scaleType: 'band', data: warehouses }]}
      yAxis={[
        {
          min: 0,
          max: 100,
          valueFormatter: (value: number) => `${value}%`,
          colorMap: {
            type: 'piecewise',
            thresholds: [75, 90],
            colors: ['#e53935', '#fb8c00', '#43a047'],
          },
        },
      ]}
      series={[
        {
          label: 'Order fill rate',
          data: fillRate,
          valueFormatter: (value) => (value === null ? '' : `${value}%`),
        },
      ]}
    />
  );
}
