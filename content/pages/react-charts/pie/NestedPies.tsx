import { PieChart } from '@mui/x-charts/PieChart';

const byRegion = [
  { id: 'europe', label: 'Europe', value: 540, color: '#1976d2' },
  { id: 'americas', label: 'Americas', value: 410, color: '#2e7d32' },
  { id: 'asia', label: 'Asia', value: 250, color: '#ed6c02' },
];

const byCountry = [
  { id: 'de', label: 'Germany', value: 230, color: '#42a5f5' },
  { id: 'fr', label: 'France', value: 180, color: '#64b5f6' },
  { id: 'es', label: 'Spain', value: 130, color: '#90caf9' },
  { id: 'us', label: 'United States', value: 300, color: '#4caf50' },
  { id: 'br', label: 'Brazil', value: 110, color: '#81c784' },
  { id: 'jp', label: 'Japan', value: 150, color: '#ff9800' },
  { id: 'in', label: 'India', value: 100, color: '#ffb74d' },
];

export default function NestedPies() {
  return (
    <PieChart
      height={300}
      hideLegend
      series={[
        {
          id: 'regions',
          data: byRegion,
          outerRadius: '55%',
          arcLabel: 'label',
          valueFormatter: (item) => `${item.value} orders`,
        },
        {
          id: 'countries',
          data: byCountry,
          innerRadius: '60%',
          outerRadius: '100%',
          paddingAngle: 1,
          valueFormatter: (item) => `${item.value} orders`,
        },
      ]}
    />
  );
}
