import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { cities, months, temperatureData } from './temperatures';

export default function HeatmapColorScale() {
  return (
    <Heatmap
      height={300}
      xAxis={[{ data: months }]}
      yAxis={[{ data: cities, width: 80 }]}
      zAxis={[
        {
          min: -5,
          max: 30,
          colorMap: {
            type: 'continuous',
            min: -5,
            max: 30,
            color: ['#2166ac', '#f4a582'],
          },
        },
      ]}
      series={[
        {
          data: temperatureData,
          label: 'Average temperature',
          valueFormatter: (value) => `${value[2]} °C`,
        },
      ]}
      hideLegend={false}
      slotProps={{ legend: { position: { vertical: 'top', horizontal: 'center' } } }}
    />
  );
}
