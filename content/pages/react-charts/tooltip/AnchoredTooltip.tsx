import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  ChartsItemTooltipContent,
  ChartsTooltipContainer,
  useItemTooltip,
} from '@mui/x-charts/ChartsTooltip';
import { useSvgRef, useXScale, useYScale } from '@mui/x-charts/hooks';
import { ordersByCategory, weekdays } from './storeData';

// Places the default item tooltip above the hovered bar instead of next to the pointer.
function BarTopTooltip() {
  const item = useItemTooltip<'bar'>();
  const svgRef = useSvgRef();
  const xScale = useXScale<'band'>();
  const yScale = useYScale<'linear'>();

  const anchorEl = React.useMemo(() => {
    if (!item || item.value === null) {
      return null;
    }
    const { dataIndex } = item.identifier;
    const x = (xScale(weekdays[dataIndex]) ?? 0) + xScale.bandwidth() / 2;
    const y = yScale(item.value);
    return {
      // A virtual element: a point at the top center of the bar, in page coordinates.
      getBoundingClientRect: () => {
        const svgBox = svgRef.current?.getBoundingClientRect() ?? new DOMRect();
        return new DOMRect(svgBox.left + x, svgBox.top + y, 0, 0);
      },
    };
  }, [item, svgRef, xScale, yScale]);

  if (!anchorEl) {
    return null;
  }
  return (
    <ChartsTooltipContainer trigger="item" anchorEl={anchorEl} placement="top">
      <ChartsItemTooltipContent />
    </ChartsTooltipContainer>
  );
}

export default function AnchoredTooltip() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: weekdays }]}
      yAxis={[{ max: 100 }]}
      series={[{ label: 'Books', data: ordersByCategory.books }]}
      slots={{ tooltip: BarTopTooltip }}
      hideLegend
    />
  );
}
