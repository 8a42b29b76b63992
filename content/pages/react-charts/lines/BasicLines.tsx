import { LineChart } from '@mui/x-charts/LineChart';
import { averageHigh, months } from './weather';

export default function BasicLines() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ valueFormatter: (value: number) => `${value} °C` }]}
      series={[
        { label: 'Oslo', data: averageHigh.oslo },
        { label: 'Madrid', data: averageHigh.madrid },
        { label: 'Sydney', data: averageHigh.sydney },
      ]}
    />
  );
}
