import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { ChartsClipPath, type ChartsClipPathProps } from '@mui/x-charts/ChartsClipPath';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { AreaPlot, LinePlot } from '@mui/x-charts/LineChart';

const clipPathId = 'clip-path-sample';

// The y axis stops at 200: the clip path cuts what the series draws above it, outside the drawing area.
export default function ChartsClipPathSample(props: Partial<ChartsClipPathProps>) {
  return (
    <ChartContainer
      height={280}
      xAxis={[{ scaleType: 'point', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] }]}
      yAxis={[{ min: 0, max: 200 }]}
      series={[{ type: 'line', data: [120, 132, 101, 134, 90, 230, 210], label: 'Visitors', area: true }]}
    >
      <g clipPath={`url(#${clipPathId})`}>
        <AreaPlot />
        <LinePlot />
      </g>
      <ChartsClipPath id={clipPathId} {...props} />
      <ChartsXAxis />
      <ChartsYAxis />
    </ChartContainer>
  );
}
