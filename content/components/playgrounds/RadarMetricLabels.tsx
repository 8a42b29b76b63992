import type { ComponentProps } from 'react';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { RadarDataProvider, RadarGrid, RadarMetricLabels, RadarSeriesPlot } from '@mui/x-charts/RadarChart';

// The metrics' names around a radar.
export default function RadarMetricLabelsSample(props: Partial<ComponentProps<typeof RadarMetricLabels>>) {
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
        <RadarMetricLabels {...props} />
      </ChartsSurface>
    </RadarDataProvider>
  );
}
