import { LineChart } from '@mui/x-charts/LineChart';
import { generation, years } from './energyData';

export default function StackedAreas() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: years }]}
      yAxis={[{ label: 'TWh' }]}
      series={[
        { label: 'Coal', data: generation.coal, stack: 'total', area: true, showMark: false },
        { label: 'Gas', data: generation.gas, stack: 'total', area: true, showMark: false },
        { label: 'Wind', data: generation.wind, stack: 'total', area: true, showMark: false },
        { label: 'Solar', data: generation.solar, stack: 'total', area: true, showMark: false },
      ]}
    />
  );
}
