import * as React from 'react';
import { Box, Typography } from '@mui/material';
import {
  DataGridPro,
  GRID_REORDER_COL_DEF,
  type GridColDef,
  type GridRowOrderChangeParams,
} from '@mui/x-data-grid-pro';

type Stop = { id: number; stop: string; address: string; window: string };

const columns: GridColDef<Stop>[] = [
  { field: 'stop', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'address', headerName: 'Address', flex: 1, minWidth: 180 },
  { field: 'window', headerName: 'Time window', width: 120 },
  // The drag handle column, moved to the end and given a header.
  { ...GRID_REORDER_COL_DEF, headerName: 'Move', width: 70 },
];

const initialStops: Stop[] = [
  { id: 1, stop: 'Northwind Outfitters', address: '12 Harbor Street', window: '08:00–10:00' },
  { id: 2, stop: 'Summit Sports', address: '7 Alder Avenue', window: '09:00–12:00' },
  { id: 3, stop: 'Basecamp Supply', address: '230 Mill Road', window: '10:00–11:00' },
  { id: 4, stop: 'Trailhead Co-op', address: '41 Quarry Lane', window: '13:00–15:00' },
  { id: 5, stop: 'Riverside Camping', address: '5 Ferry Walk', window: '14:00–17:00' },
];

function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

export default function SavedRowOrder() {
  const [stops, setStops] = React.useState(initialStops);

  // Keep your own copy of the rows in the new order, so that it survives re-renders.
  const handleRowOrderChange = (params: GridRowOrderChangeParams) => {
    setStops((previous) => moveItem(previous, params.oldIndex, params.targetIndex));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          rows={stops}
          columns={columns}
          rowReordering
          onRowOrderChange={handleRowOrderChange}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Route: {stops.map((stop) => stop.stop).join(' → ')}
      </Typography>
    </Box>
  );
}
