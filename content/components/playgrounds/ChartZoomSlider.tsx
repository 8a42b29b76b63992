import { ChartContainerPro } from '@mui/x-charts-pro/ChartContainerPro';
import { ChartZoomSlider } from '@mui/x-charts-pro/ChartZoomSlider';
import { AreaPlot, LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsClipPath } from '@mui/x-charts/ChartsClipPath';

const days = Array.from({ length: 60 }, (_, i) => i + 1);
const orders = days.map((d) => Math.round(200 + 80 * Math.sin(d / 5) + d * 3));
const clipPathId = 'zoom-slider-sample-clip';

// The slider of the day axis (its zoom has `slider.enabled`), under a composed area chart showing the last quarter of the days.
export default function ChartZoomSliderSample() {
  return (
    <ChartContainerPro
      height={300}
      xAxis={[{ id: 'days', data: days, label: 'Day', zoom: { slider: { enabled: true } } }]}
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
      <ChartZoomSlider />
    </ChartContainerPro>
  );
}
