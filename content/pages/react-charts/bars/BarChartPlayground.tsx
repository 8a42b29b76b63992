import { BarChart, type BarChartProps } from '@mui/x-charts/BarChart';

// Bike rentals of two stations over five months. The band axis of the months goes on x or on y
// to follow `layout`, and grid lines run across the value axis only: in 8.5.0 the grid of a band
// axis throws, whatever its tick placement.
const months = { scaleType: 'band' as const, data: ['Apr', 'May', 'Jun', 'Jul', 'Aug'] };

export default function BarChartPlayground(props: Partial<BarChartProps>) {
  const { xAxis, yAxis, ...other } = props;
  const horizontal = props.layout === 'horizontal';
  // The knobs set the position of each axis; the months go on the axis across the bars.
  const x = { position: xAxis?.[0]?.position };
  const y = { position: yAxis?.[0]?.position };
  return (
    <BarChart
      // A new chart per layout: an update would draw the new grid once over the previous axes.
      key={horizontal ? 'horizontal' : 'vertical'}
      height={300}
      series={[
        { data: [320, 410, 530, 610, 580], label: 'Riverside' },
        { data: [210, 260, 390, 450, 470], label: 'Old town' },
      ]}
      grid={horizontal ? { vertical: true } : { horizontal: true }}
      {...other}
      xAxis={[horizontal ? x : { ...months, ...x }]}
      yAxis={[horizontal ? { ...months, ...y } : y]}
    />
  );
}
