import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { RadarDataProvider, RadarAxisHighlight, RadarGrid, RadarMetricLabels, RadarSeriesPlot, type RadarAxisHighlightProps } from '@mui/x-charts/RadarChart';

// Hover the radar: the highlight marks the metric nearest the pointer, and the series' values on it.
export default function RadarAxisHighlightSample(props: Partial<RadarAxisHighlightProps>) {
  return (
    <RadarDataProvider
      height={300}
      series={[
        { label: 'Aero 14', data: [9, 6, 7, 5, 8], fillArea: true },
        { label: 'Pro 16', data: [6, 9, 8, 8, 5], fillArea: true },
      ]}
      radar={{ max: 10, metrics: ['Weight', 'Battery', 'Screen', 'Speed', 'Price'] }}
    >
      <ChartsSurface>
        <RadarGrid />
        <RadarSeriesPlot />
        <RadarMetricLabels />
        <RadarAxisHighlight {...props} />
      </ChartsSurface>
    </RadarDataProvider>
  );
}
