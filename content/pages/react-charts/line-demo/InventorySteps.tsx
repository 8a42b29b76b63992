import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const days = Array.from({ length: 14 }, (_, index) => `Jun ${index + 1}`);

// Units of one product in the warehouse at the end of each day.
// Deliveries arrive on June 5 and June 12.
const stock = [480, 410, 355, 290, 620, 560, 470, 405, 330, 270, 205, 590, 520, 455];

export default function InventorySteps() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: days }]}
      yAxis={[{ min: 0, width: 50 }]}
      series={[
        {
          label: 'Units in stock',
          data: stock,
          curve: 'stepAfter',
          area: true,
          showMark: false,
        },
      ]}
      hideLegend
    >
      <ChartsReferenceLine y={250} label="Reorder point" labelAlign="start" />
    </LineChart>
  );
}
