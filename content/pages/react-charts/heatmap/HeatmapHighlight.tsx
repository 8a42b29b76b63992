import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { hours, ticketData, weekdays } from './supportTickets';

export default function HeatmapHighlight() {
  const [dataIndex, setDataIndex] = React.useState<number | undefined>(undefined);
  const cell = dataIndex === undefined ? undefined : ticketData[dataIndex];

  return (
    <Stack spacing={1}>
      <Typography variant="body2" sx={{ color: 'text.secondary', minHeight: '1.5em' }}>
        {cell
          ? `${weekdays[cell[1]]}, ${hours[cell[0]]}: ${cell[2]} % of the team busy`
          : 'Hover a cell to inspect a time slot.'}
      </Typography>
      <Heatmap
        height={300}
        xAxis={[{ data: hours }]}
        yAxis={[{ data: weekdays, width: 50 }]}
        series={[
          {
            id: 'tickets',
            data: ticketData,
            label: 'Team busy',
            highlightScope: { highlight: 'item', fade: 'global' },
          },
        ]}
        onHighlightChange={(item) => setDataIndex(item?.dataIndex)}
        slotProps={{ tooltip: { trigger: 'none' } }}
      />
    </Stack>
  );
}
