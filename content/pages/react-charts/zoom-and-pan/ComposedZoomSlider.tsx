import { ChartContainerPro } from '@mui/x-charts-pro/ChartContainerPro';
import { ChartZoomSlider } from '@mui/x-charts-pro/ChartZoomSlider';
import { AreaPlot, LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsClipPath } from '@mui/x-charts/ChartsClipPath';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { dateFormatter, days, orders } from './trafficData';

const clipPathId = 'composed-zoom-clip';

export default function ComposedZoomSlider() {
  return (
    <ChartContainerPro
      height={320}
      xAxis={[
        {
          id: 'days',
          scaleType: 'utc',
          data: days,
          zoom: { slider: { enabled: true } },
          valueFormatter: (date: Date) => dateFormatter.format(date),
        },
      ]}
      yAxis={[{ id: 'orders', width: 40 }]}
      series={[{ type: 'line', label: 'Orders', data: orders, area: true, showMark: false }]}
      initialZoom={[{ axisId: 'days', start: 75, end: 100 }]}
    >
      <g clipPath={`url(#${clipPathId})`}>
        <AreaPlot />
        <LinePlot />
      </g>
      <ChartsClipPath id={clipPathId} />
      <ChartsXAxis />
      <ChartsYAxis />
      <ChartsAxisHighlight x="line" />
      <ChartZoomSlider />
      <ChartsTooltip trigger="axis" />
    </ChartContainerPro>
  );
}
