import { BarChart } from '@mui/x-charts/BarChart';

const teams = ['Support', 'Sales', 'Marketing', 'Engineering', 'Finance', 'Legal'];

export default function ColorMapBars() {
  return (
    <BarChart
      height={300}
      xAxis={[
        {
          scaleType: 'band',
          data: teams,
          colorMap: {
            type: 'ordinal',
            values: ['Engineering'],
            colors: ['#8e24aa'],
            unknownColor: '#26a69a',
          },
        },
      ]}
      yAxis={[{ label: 'Open positions' }]}
      series={[{ label: 'Open positions', data: [4, 6, 3, 12, 2, 1] }]}
      hideLegend
    />
  );
}
