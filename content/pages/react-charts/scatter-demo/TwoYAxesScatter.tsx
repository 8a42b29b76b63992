import { ScatterChart } from '@mui/x-charts/ScatterChart';

// The weather stations of a mountain region: altitude in metres, mean July
// temperature in °C and yearly precipitation in millimetres.
const stations = [
  { id: 'lakeside', name: 'Lakeside', altitude: 411, temperature: 20.9, rain: 1005 },
  { id: 'old-town', name: 'Old town', altitude: 454, temperature: 19.4, rain: 1170 },
  { id: 'vineyard', name: 'Vineyard', altitude: 553, temperature: 18.9, rain: 1059 },
  { id: 'valley', name: 'Valley floor', altitude: 593, temperature: 19.0, rain: 849 },
  { id: 'forest', name: 'Forest road', altitude: 1036, temperature: 15.3, rain: 1559 },
  { id: 'ski-village', name: 'Ski village', altitude: 1594, temperature: 13.1, rain: 1022 },
  { id: 'pasture', name: 'Pasture', altitude: 1878, temperature: 11.3, rain: 1365 },
  { id: 'high-lake', name: 'High lake', altitude: 1802, temperature: 11.7, rain: 978 },
  { id: 'ridge', name: 'Ridge', altitude: 2502, temperature: 6.6, rain: 2837 },
  { id: 'summit', name: 'Summit', altitude: 3571, temperature: -0.8, rain: 1430 },
];

export default function TwoYAxesScatter() {
  return (
    <ScatterChart
      height={360}
      xAxis={[{ label: 'Altitude (m)', min: 0 }]}
      yAxis={[
        { id: 'temperature', label: 'July mean (°C)', width: 60 },
        { id: 'rain', label: 'Precipitation (mm/year)', position: 'right', min: 0, width: 70 },
      ]}
      series={[
        {
          label: 'July mean temperature',
          yAxisId: 'temperature',
          data: stations.map((s) => ({ id: `${s.id}-t`, x: s.altitude, y: s.temperature })),
          valueFormatter: (value, { dataIndex }) =>
            value && `${stations[dataIndex].name}: ${value.y} °C at ${value.x} m`,
        },
        {
          label: 'Yearly precipitation',
          yAxisId: 'rain',
          data: stations.map((s) => ({ id: `${s.id}-r`, x: s.altitude, y: s.rain })),
          valueFormatter: (value, { dataIndex }) =>
            value && `${stations[dataIndex].name}: ${value.y} mm at ${value.x} m`,
        },
      ]}
    />
  );
}
