import type { ComponentProps } from 'react';
import { Heatmap, HeatmapPlot } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const hours = ['9h', '11h', '13h', '15h', '17h'];
const data: HeatmapValueType[] = days.flatMap((_, x) => hours.map((__, y): HeatmapValueType => [x, y, (x * 17 + y * 29) % 100]));

// The heatmap draws its cells with the plot, and passes it the plot's props (slots and slotProps): the playground's go there.
// (The heatmap's series type is not exported in 8.5.0, so a container of one's own cannot hold a heatmap series.)
export default function HeatmapPlotSample(props: Partial<ComponentProps<typeof HeatmapPlot>>) {
  return <Heatmap height={300} xAxis={[{ data: days }]} yAxis={[{ data: hours }]} series={[{ data, label: 'Tickets' }]} {...props} />;
}
