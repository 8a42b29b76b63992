import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function StackGroups() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      yAxis={[{ label: 'Units sold' }]}
      series={[
        { label: 'Laptops 2023', stack: '2023', data: [820, 760, 910, 1240] },
        { label: 'Tablets 2023', stack: '2023', data: [430, 390, 450, 720] },
        { label: 'Laptops 2024', stack: '2024', data: [870, 810, 980, 1310] },
        { label: 'Tablets 2024', stack: '2024', data: [410, 400, 470, 690] },
        { label: 'Accessories', data: [300, 280, 350, 520] },
      ]}
    />
  );
}
