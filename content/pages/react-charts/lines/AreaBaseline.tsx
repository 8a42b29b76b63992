import { LineChart } from '@mui/x-charts/LineChart';
import { averageHigh, months } from './weather';

export default function AreaBaseline() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ min: -5, max: 35, valueFormatter: (value: number) => `${value} °C` }]}
      series={[
        {
          label: 'Oslo, average high',
          data: averageHigh.oslo,
          area: true,
          baseline: 10,
          showMark: false,
        },
      ]}
      grid={{ horizontal: true }}
    />
  );
}
