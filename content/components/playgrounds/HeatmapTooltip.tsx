import { Heatmap, HeatmapTooltip, type HeatmapTooltipProps } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const hours = ['9h', '11h', '13h', '15h', '17h'];
const data: HeatmapValueType[] = days.flatMap((_, x) => hours.map((__, y): HeatmapValueType => [x, y, (x * 17 + y * 29) % 100]));

// Hover a cell: the heatmap's tooltip slot, given the playground's props.
export default function HeatmapTooltipSample(props: Partial<HeatmapTooltipProps>) {
  return (
    <Heatmap
      height={300}
      xAxis={[{ data: days }]}
      yAxis={[{ data: hours }]}
      series={[{ data, label: 'Tickets' }]}
      slots={{ tooltip: HeatmapTooltip }}
      slotProps={{ tooltip: props }}
    />
  );
}
