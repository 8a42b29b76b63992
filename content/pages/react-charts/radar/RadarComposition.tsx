import Box from '@mui/material/Box';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import {
  RadarDataProvider,
  RadarGrid,
  RadarMetricLabels,
  RadarSeriesArea,
  RadarSeriesMarks,
  RadarAxisHighlight,
} from '@mui/x-charts/RadarChart';
import { laptopScores, reviewCriteria } from './laptops';

export default function RadarComposition() {
  return (
    <RadarDataProvider
      height={300}
      series={laptopScores.map((laptop) => ({ ...laptop, fillArea: true }))}
      radar={{ max: 10, metrics: reviewCriteria }}
    >
      <Box sx={{ width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
        <ChartsLegend />
        <ChartsSurface>
          <RadarGrid divisions={2} shape="circular" />
          {/* The areas of every series first, then the labels over them, then the marks of one series. */}
          <RadarSeriesArea />
          <RadarMetricLabels />
          <RadarAxisHighlight />
          <RadarSeriesMarks seriesId="aero" />
        </ChartsSurface>
      </Box>
      <ChartsTooltip trigger="axis" />
    </RadarDataProvider>
  );
}
