import { LineChart } from '@mui/x-charts/LineChart';

const years = ['2019', '2020', '2021', '2022', '2023', '2024'];

export default function LabelMarkTypes() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: years }]}
      series={[
        { label: 'Line (default)', data: [31, 35, 38, 42, 47, 51] },
        { label: 'Circle', data: [22, 24, 29, 33, 34, 39], labelMarkType: 'circle' },
        { label: 'Square', data: [12, 15, 14, 19, 23, 26], labelMarkType: 'square' },
      ]}
    />
  );
}
