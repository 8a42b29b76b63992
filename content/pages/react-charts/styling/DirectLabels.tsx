import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useLineSeries, useXScale, useYScale } from '@mui/x-charts/hooks';
import { months, ordersByChannel } from './salesData';

const channels = [
  { id: 'webShop', label: 'Web shop', data: ordersByChannel.webShop },
  { id: 'marketplace', label: 'Marketplace', data: ordersByChannel.marketplace },
  { id: 'retail', label: 'Retail', data: ordersByChannel.retail },
  { id: 'wholesale', label: 'Wholesale', data: ordersByChannel.wholesale },
];

// Writes the name of each series after its last point, in the space kept free by the margin.
function EndLabels() {
  const series = useLineSeries();
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();
  const { left, width } = useDrawingArea();
  const lastMonth = months[months.length - 1];
  const x = (xScale(lastMonth) ?? left + width) + 8;

  return (
    // The chart's geometry does not mirror in right-to-left pages, so neither do these labels.
    <g style={{ direction: 'ltr' }}>
      {series.map((item) => {
        const lastValue = item.data[item.data.length - 1] ?? 0;
        return (
          <text
            key={item.id}
            x={x}
            y={yScale(lastValue)}
            fill={item.color}
            dominantBaseline="middle"
            style={{ fontSize: 13, fontWeight: 500 }}
          >
            {channels.find((channel) => channel.id === item.id)?.label}
          </text>
        );
      })}
    </g>
  );
}

export default function DirectLabels() {
  return (
    <LineChart
      height={320}
      // Room on the right for the labels; the other sides keep their default of 20 px.
      margin={{ right: 100 }}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ width: 35 }]}
      series={channels.map(({ id, label, data }) => ({ id, label, data, showMark: false }))}
      hideLegend
    >
      <EndLabels />
    </LineChart>
  );
}
