import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { PieArcPlot, type PieArcPlotProps } from '@mui/x-charts/PieChart';
import { useDrawingArea, usePieSeries } from '@mui/x-charts/hooks';

// The arcs of the series, centred in the drawing area: the pie plot's work, done here by hand (radii in pixels, angles in degrees).
function Arcs(props: Partial<PieArcPlotProps>) {
  const { left, top, width, height } = useDrawingArea();
  const series = usePieSeries('devices');
  if (!series) return null;
  const radius = Math.min(width, height) / 2;
  return (
    <g transform={`translate(${left + width / 2}, ${top + height / 2})`}>
      <PieArcPlot id={series.id} data={series.data} innerRadius={radius * 0.4} outerRadius={radius} paddingAngle={2} cornerRadius={4} {...props} />
    </g>
  );
}

export default function PieArcPlotSample(props: Partial<PieArcPlotProps>) {
  return (
    <ChartContainer
      height={280}
      series={[
        {
          type: 'pie',
          id: 'devices',
          data: [
            { id: 0, value: 52, label: 'Desktop' },
            { id: 1, value: 38, label: 'Mobile' },
            { id: 2, value: 10, label: 'Tablet' },
          ],
        },
      ]}
    >
      <Arcs {...props} />
    </ChartContainer>
  );
}
