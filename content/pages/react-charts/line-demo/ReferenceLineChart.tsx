import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { checkoutApi, hours, searchApi } from './responseTimes';

export default function ReferenceLineChart() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: hours }]}
      yAxis={[{ min: 0, valueFormatter: (value: number) => `${value} ms`, width: 60 }]}
      series={[
        { label: 'Checkout API', data: checkoutApi, showMark: false },
        { label: 'Search API', data: searchApi, showMark: false },
      ]}
    >
      <ChartsReferenceLine
        y={250}
        label="Target: 250 ms"
        labelAlign="start"
        lineStyle={{ strokeDasharray: '4 4' }}
      />
    </LineChart>
  );
}
