import { LineChart } from '@mui/x-charts/LineChart';

const years = ['2019', '2020', '2021', '2022', '2023', '2024'];

// Yearly sales (thousands of units) of a bakery chain, per product line.
const products: [string, number[]][] = [
  ['Baguette', [412, 398, 420, 431, 445, 452]],
  ['Sourdough loaf', [188, 240, 262, 270, 281, 295]],
  ['Croissant', [350, 301, 338, 362, 371, 380]],
  ['Pain au chocolat', [290, 262, 280, 301, 309, 318]],
  ['Brioche', [120, 131, 128, 135, 142, 140]],
  ['Rye bread', [96, 104, 110, 108, 115, 121]],
  ['Fruit tart', [75, 62, 70, 81, 88, 93]],
  ['Macaron box', [58, 49, 61, 72, 80, 84]],
  ['Quiche', [66, 71, 69, 74, 78, 77]],
  ['Sandwich', [210, 160, 185, 230, 248, 262]],
];

export default function ScrollableLegend() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: years }]}
      yAxis={[{ label: 'Units sold (k)' }]}
      series={products.map(([label, data]) => ({ label, data, showMark: false }))}
      slotProps={{
        legend: {
          direction: 'vertical',
          position: { vertical: 'middle', horizontal: 'end' },
          sx: {
            maxHeight: 220,
            overflowY: 'auto',
            flexWrap: 'nowrap',
            paddingInlineEnd: '8px',
          },
        },
      }}
    />
  );
}
