import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import type { SeriesLegendItemContext } from '@mui/x-charts/ChartsLegend';
import { years, sources } from './energyData';

export default function ToggleSeriesLegend() {
  const theme = useTheme();
  const [hidden, setHidden] = React.useState<string[]>(['coal']);

  const handleItemClick = (
    _event: React.MouseEvent<HTMLButtonElement>,
    legendItem: SeriesLegendItemContext,
  ) => {
    const id = String(legendItem.seriesId);
    setHidden((previous) =>
      previous.includes(id) ? previous.filter((item) => item !== id) : [...previous, id],
    );
  };

  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: years }]}
      yAxis={[{ min: 0, max: 40, valueFormatter: (value: number) => `${value}%` }]}
      series={sources.map((source) => {
        const isHidden = hidden.includes(source.id);
        return {
          ...source,
          // A hidden series keeps its legend item, greyed out, but draws nothing.
          data: isHidden ? source.data.map(() => null) : source.data,
          ...(isHidden && { color: theme.palette.action.disabled }),
          valueFormatter: (value: number | null) => (value === null ? 'hidden' : `${value}%`),
        };
      })}
      slotProps={{ legend: { onItemClick: handleItemClick } }}
    />
  );
}
