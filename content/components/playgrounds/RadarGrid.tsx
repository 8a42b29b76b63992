import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { RadarDataProvider, RadarGrid, RadarSeriesPlot, type RadarGridProps } from '@mui/x-charts/RadarChart';

// The grid of a radar (its divisions and the metrics' spokes), under the series.
export default function RadarGridSample(props: Partial<RadarGridProps>) {
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
        <RadarGrid {...props} />
        <RadarSeriesPlot />
      </ChartsSurface>
    </RadarDataProvider>
  );
}
