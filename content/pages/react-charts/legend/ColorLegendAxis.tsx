import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';

// Flats for rent: surface (m²), monthly rent (€) and distance to the centre (km).
const flats = [
  { id: 1, surface: 28, rent: 820, distance: 0.8 },
  { id: 2, surface: 35, rent: 910, distance: 1.6 },
  { id: 3, surface: 42, rent: 1080, distance: 1.1 },
  { id: 4, surface: 48, rent: 990, distance: 4.2 },
  { id: 5, surface: 55, rent: 1240, distance: 2.3 },
  { id: 6, surface: 61, rent: 1120, distance: 6.5 },
  { id: 7, surface: 68, rent: 1490, distance: 1.9 },
  { id: 8, surface: 74, rent: 1280, distance: 8.1 },
  { id: 9, surface: 82, rent: 1650, distance: 3.4 },
  { id: 10, surface: 90, rent: 1390, distance: 10.2 },
  { id: 11, surface: 97, rent: 1890, distance: 2.7 },
  { id: 12, surface: 110, rent: 1710, distance: 9.4 },
];

export default function ColorLegendAxis() {
  return (
    <ChartDataProvider
      height={300}
      series={[
        {
          type: 'scatter',
          label: 'Flats',
          data: flats.map((flat) => ({
            id: flat.id,
            x: flat.surface,
            y: flat.rent,
            z: flat.distance,
          })),
          valueFormatter: (point) =>
            point && `${point.x} m², ${point.y} €/month, ${point.z} km from the centre`,
        },
      ]}
      xAxis={[{ label: 'Surface (m²)' }]}
      yAxis={[{ label: 'Rent (€/month)', width: 60 }]}
      zAxis={[
        {
          id: 'distance',
          min: 0,
          max: 10,
          colorMap: { type: 'continuous', min: 0, max: 10, color: ['#d62728', '#1f77b4'] },
        },
      ]}
    >
      <Stack spacing={1} sx={{ width: '100%' }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Distance to the centre
          </Typography>
          <ContinuousColorLegend
            axisDirection="z"
            axisId="distance"
            minLabel="0 km"
            maxLabel="10 km"
            sx={{ width: 200, whiteSpace: 'nowrap' }}
          />
        </Stack>
        <ChartsSurface>
          <ScatterPlot />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartsSurface>
      </Stack>
      <ChartsTooltip />
    </ChartDataProvider>
  );
}
