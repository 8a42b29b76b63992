import type { ComponentProps } from 'react';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const hours = ['9h', '11h', '13h', '15h', '17h'];
const data: HeatmapValueType[] = days.flatMap((_, x) => hours.map((__, y): HeatmapValueType => [x, y, (x * 17 + y * 29) % 100]));

// Support tickets by weekday and hour.
// The package does not export the props' type (8.5.0): they are read from the component.
export default function HeatmapSample(props: Partial<ComponentProps<typeof Heatmap>>) {
  return (
    <Heatmap
      height={300}
      xAxis={[{ data: days }]}
      yAxis={[{ data: hours }]}
      series={[{ data, label: 'Tickets' }]}
      {...props}
    />
  );
}
