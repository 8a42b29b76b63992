import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';
import { apartments } from './trafficData';

export default function ZoomBothAxes() {
  return (
    <ScatterChartPro
      height={340}
      xAxis={[
        {
          id: 'surface',
          label: 'Surface (m²)',
          zoom: { minSpan: 20, filterMode: 'discard', slider: { enabled: true } },
        },
      ]}
      yAxis={[
        {
          id: 'rent',
          label: 'Monthly rent ($)',
          width: 60,
          zoom: { minSpan: 20, slider: { enabled: true } },
        },
      ]}
      series={[
        {
          label: 'Apartments',
          data: apartments,
          markerSize: 4,
          valueFormatter: (value) => (value ? `${value.x} m², $${value.y}` : ''),
        },
      ]}
    />
  );
}
