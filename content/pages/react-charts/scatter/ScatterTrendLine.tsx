import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { lyon } from './apartments';

const points = lyon.map((apartment) => ({ x: apartment.area, y: apartment.rent, id: apartment.id }));

// Least-squares fit of rent against area.
const count = points.length;
const meanX = points.reduce((sum, point) => sum + point.x, 0) / count;
const meanY = points.reduce((sum, point) => sum + point.y, 0) / count;
const slope =
  points.reduce((sum, point) => sum + (point.x - meanX) * (point.y - meanY), 0) /
  points.reduce((sum, point) => sum + (point.x - meanX) ** 2, 0);
const intercept = meanY - slope * meanX;

const trendX = [30, 120];
const trendY = trendX.map((x) => Math.round(intercept + slope * x));

export default function ScatterTrendLine() {
  return (
    <ChartContainer
      height={300}
      xAxis={[
        { id: 'area', min: 30, max: 120, label: 'Area (m²)' },
        // A hidden second x-axis, with the same range, places the two ends of the trend line.
        { id: 'trend', data: trendX, min: 30, max: 120, position: 'none' },
      ]}
      yAxis={[{ id: 'rent', width: 65, label: 'Rent (€ per month)' }]}
      series={[
        {
          type: 'scatter',
          label: 'Lyon apartments',
          data: points,
          valueFormatter: (value) => (value ? `${value.x} m², ${value.y} €` : ''),
        },
        {
          type: 'line',
          label: `Trend: ${Math.round(slope)} € per m²`,
          data: trendY,
          xAxisId: 'trend',
          showMark: false,
          disableHighlight: true,
        },
      ]}
    >
      <ChartsGrid horizontal />
      <ScatterPlot />
      <LinePlot />
      <ChartsXAxis axisId="area" />
      <ChartsYAxis axisId="rent" />
      <ChartsTooltip trigger="item" />
    </ChartContainer>
  );
}
