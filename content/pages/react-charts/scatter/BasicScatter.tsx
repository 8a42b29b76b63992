import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { lyon, porto } from './apartments';

export default function BasicScatter() {
  return (
    <ScatterChart
      height={320}
      series={[
        {
          label: 'Porto',
          data: porto.map((apartment) => ({ x: apartment.area, y: apartment.rent, id: apartment.id })),
        },
        {
          label: 'Lyon',
          data: lyon.map((apartment) => ({ x: apartment.area, y: apartment.rent, id: apartment.id })),
        },
      ]}
      xAxis={[{ label: 'Floor area (m²)' }]}
      yAxis={[{ label: 'Monthly rent (€)', width: 60 }]}
    />
  );
}
