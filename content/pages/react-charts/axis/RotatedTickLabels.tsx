import { BarChart } from '@mui/x-charts/BarChart';

const products = [
  { name: 'Wireless headphones', sold: 1240 },
  { name: 'Mechanical keyboard', sold: 980 },
  { name: 'Ergonomic mouse', sold: 1610 },
  { name: '27-inch monitor', sold: 540 },
  { name: 'USB-C docking station', sold: 720 },
  { name: 'Laptop stand', sold: 1130 },
  { name: 'Webcam (1080p)', sold: 860 },
  { name: 'Noise-cancelling microphone', sold: 310 },
];

export default function RotatedTickLabels() {
  return (
    <BarChart
      height={380}
      dataset={products}
      xAxis={[
        {
          scaleType: 'band',
          dataKey: 'name',
          height: 110,
          tickLabelStyle: { angle: -40, textAnchor: 'end', fontSize: 12 },
        },
      ]}
      yAxis={[{ label: 'Units sold' }]}
      series={[{ dataKey: 'sold', label: 'Units sold' }]}
      hideLegend
    />
  );
}
