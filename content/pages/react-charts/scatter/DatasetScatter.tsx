import { ScatterChart } from '@mui/x-charts/ScatterChart';

const laptops = [
  { model: 'Aero 13', price: 899, batteryHours: 11.5 },
  { model: 'Aero 15', price: 1149, batteryHours: 9.8 },
  { model: 'Forge 14', price: 1499, batteryHours: 7.2 },
  { model: 'Forge 16', price: 1899, batteryHours: 6.1 },
  { model: 'Nimbus Air', price: 1299, batteryHours: 15.4 },
  { model: 'Nimbus Pro', price: 2199, batteryHours: 13.9 },
  { model: 'Vela 14', price: 649, batteryHours: 8.3 },
  { model: 'Vela 15', price: 749, batteryHours: 7.6 },
  { model: 'Orbit X', price: 2499, batteryHours: 10.2 },
  { model: 'Orbit S', price: 1699, batteryHours: 12.1 },
];

const priceFormatter = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export default function DatasetScatter() {
  return (
    <ScatterChart
      height={300}
      dataset={laptops}
      series={[
        {
          label: 'Laptops',
          datasetKeys: { id: 'model', x: 'price', y: 'batteryHours' },
          valueFormatter: (value, { dataIndex }) =>
            value &&
            `${laptops[dataIndex].model}: ${priceFormatter.format(value.x)}, ${value.y} h`,
        },
      ]}
      xAxis={[{ label: 'Price', valueFormatter: (value: number) => priceFormatter.format(value) }]}
      yAxis={[{ label: 'Battery life (hours)', min: 0 }]}
      grid={{ horizontal: true, vertical: true }}
      hideLegend
    />
  );
}
