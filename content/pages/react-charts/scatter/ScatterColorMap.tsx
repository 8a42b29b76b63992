import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { apartments } from './apartments';

export default function ScatterColorMap() {
  return (
    <ScatterChart
      height={320}
      series={[
        {
          label: 'Apartments',
          data: apartments.map((apartment) => ({
            id: apartment.id,
            x: apartment.area,
            y: apartment.rent,
            z: apartment.distance,
          })),
          valueFormatter: (value) =>
            value && `${value.x} m², ${value.y} € per month, ${value.z} km from the centre`,
        },
      ]}
      xAxis={[{ label: 'Floor area (m²)' }]}
      yAxis={[{ label: 'Monthly rent (€)', width: 60 }]}
      zAxis={[
        {
          colorMap: {
            type: 'continuous',
            min: 0,
            max: 12,
            color: ['#ef6c00', '#1e88e5'],
          },
        },
      ]}
      hideLegend
    />
  );
}
