import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import type { SeriesLegendItemContext } from '@mui/x-charts/ChartsLegend';

const browsers = [
  { id: 'chrome', label: 'Chrome', value: 64 },
  { id: 'safari', label: 'Safari', value: 19 },
  { id: 'edge', label: 'Edge', value: 5 },
  { id: 'firefox', label: 'Firefox', value: 3 },
  { id: 'other', label: 'Other', value: 9 },
];

export default function LegendClick() {
  const [clicked, setClicked] = React.useState<SeriesLegendItemContext | null>(null);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <PieChart
        height={240}
        series={[{ data: browsers, innerRadius: 50, valueFormatter: (item) => `${item.value}%` }]}
        slotProps={{
          legend: {
            onItemClick: (
              _event: React.MouseEvent<HTMLButtonElement>,
              legendItem: SeriesLegendItemContext,
            ) => setClicked(legendItem),
          },
        }}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {clicked
          ? `Last click: ${clicked.label} (seriesId ${clicked.seriesId}, itemId ${clicked.itemId})`
          : 'Click a legend item.'}
      </Typography>
    </Stack>
  );
}
