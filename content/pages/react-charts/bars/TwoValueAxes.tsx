import { BarChart } from '@mui/x-charts/BarChart';

const stores = ['Lyon', 'Nantes', 'Lille', 'Bordeaux', 'Toulouse', 'Strasbourg'];

export default function TwoValueAxes() {
  return (
    <BarChart
      height={320}
      xAxis={[
        {
          scaleType: 'band',
          data: stores,
          label: 'Store',
          tickLabelStyle: { angle: -30, textAnchor: 'end' },
          height: 85,
        },
      ]}
      yAxis={[
        { id: 'revenue', label: 'Revenue (k$)', width: 60 },
        {
          id: 'visits',
          label: 'Visitors',
          position: 'right',
          width: 60,
          valueFormatter: (value: number) => `${value / 1000}k`,
        },
      ]}
      series={[
        { label: 'Revenue (k$)', data: [182, 126, 98, 154, 171, 88], yAxisId: 'revenue' },
        { label: 'Visitors', data: [9100, 7200, 5600, 8300, 8800, 4300], yAxisId: 'visits' },
      ]}
    />
  );
}
