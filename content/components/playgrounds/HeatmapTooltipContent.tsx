import { createContext, useContext } from 'react';
import { Heatmap, HeatmapTooltipContent, type HeatmapTooltipContentProps } from '@mui/x-charts-pro/Heatmap';
import { ChartsTooltipContainer } from '@mui/x-charts/ChartsTooltip';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const hours = ['9h', '11h', '13h', '15h', '17h'];
const data: HeatmapValueType[] = days.flatMap((_, x) => hours.map((__, y): HeatmapValueType => [x, y, (x * 17 + y * 29) % 100]));

const Content = createContext<Partial<HeatmapTooltipContentProps>>({});

// The heatmap's tooltip slot: a tooltip container holding the content, which gets the playground's props.
function Tooltip() {
  const props = useContext(Content);
  return (
    <ChartsTooltipContainer trigger="item">
      <HeatmapTooltipContent {...props} />
    </ChartsTooltipContainer>
  );
}

// Hover a cell: the content shows its position on both axes and its value.
export default function HeatmapTooltipContentSample(props: Partial<HeatmapTooltipContentProps>) {
  return (
    <Content.Provider value={props}>
      <Heatmap height={300} xAxis={[{ data: days }]} yAxis={[{ data: hours }]} series={[{ data, label: 'Tickets' }]} slots={{ tooltip: Tooltip }} />
    </Content.Provider>
  );
}
