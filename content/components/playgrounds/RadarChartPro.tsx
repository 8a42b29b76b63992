import { RadarChartPro, type RadarChartProProps } from '@mui/x-charts-pro/RadarChartPro';

// Two laptops scored out of 10 on five criteria.
export default function RadarChartProSample(props: Partial<RadarChartProProps>) {
  return (
    <RadarChartPro
      height={300}
      series={[
        { label: 'Aero 14', data: [9, 6, 7, 5, 8] },
        { label: 'Pro 16', data: [6, 9, 8, 8, 5] },
      ]}
      radar={{ max: 10, metrics: ['Weight', 'Battery', 'Screen', 'Speed', 'Price'] }}
      {...props}
    />
  );
}
