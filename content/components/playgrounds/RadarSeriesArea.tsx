import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { RadarDataProvider, RadarGrid, RadarMetricLabels, RadarSeriesArea, type RadarSeriesAreaProps } from '@mui/x-charts/RadarChart';

// The series' areas alone (without their marks), over the grid.
export default function RadarSeriesAreaSample(props: Partial<RadarSeriesAreaProps>) {
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
        <RadarSeriesArea {...props} />
        <RadarMetricLabels />
      </ChartsSurface>
    </RadarDataProvider>
  );
}
