import { BarChart } from '@mui/x-charts/BarChart';
import { generation, years } from './energyData';

const twh = (value: number | null) => (value === null ? null : `${value} TWh`);

export default function PercentStack() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: years }]}
      yAxis={[{ valueFormatter: (value: number) => `${Math.round(value * 100)}%` }]}
      series={[
        { label: 'Coal', data: generation.coal, stack: 'mix', stackOffset: 'expand', valueFormatter: twh },
        { label: 'Gas', data: generation.gas, stack: 'mix', valueFormatter: twh },
        { label: 'Wind', data: generation.wind, stack: 'mix', valueFormatter: twh },
        { label: 'Solar', data: generation.solar, stack: 'mix', valueFormatter: twh },
      ]}
    />
  );
}
