import * as React from 'react';
import { Box, Button, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createOrders, usd, type Order } from '../shared/data';

const rows = createOrders(5000);

// Counters written by the column callbacks below, read by the display.
const calls = { getter: 0, formatter: 0 };

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 130 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => usd.format(value),
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    // Derives the value: used for rendering, sorting, filtering and export.
    valueGetter: (_value, row) => {
      calls.getter += 1;
      return row.quantity * row.unitPrice;
    },
    // Turns the value into text: used for the cells on screen and for export.
    valueFormatter: (value: number) => {
      calls.formatter += 1;
      return usd.format(value);
    },
  },
];

const count = new Intl.NumberFormat('en-US');

function CallCounts() {
  const [snapshot, setSnapshot] = React.useState({ getter: 0, formatter: 0 });
  React.useEffect(() => {
    const timer = setInterval(() => setSnapshot({ ...calls }), 250);
    return () => clearInterval(timer);
  }, []);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 1 }}>
      <Typography variant="body2">
        <Box component="code" sx={{ color: 'primary.main' }}>
          valueGetter
        </Box>{' '}
        calls: <strong>{count.format(snapshot.getter)}</strong>
      </Typography>
      <Typography variant="body2">
        <Box component="code" sx={{ color: 'primary.main' }}>
          valueFormatter
        </Box>{' '}
        calls: <strong>{count.format(snapshot.formatter)}</strong>
      </Typography>
      <Button
        size="small"
        onClick={() => {
          calls.getter = 0;
          calls.formatter = 0;
          setSnapshot({ getter: 0, formatter: 0 });
        }}
      >
        Reset
      </Button>
    </Box>
  );
}

export default function GetterFormatterCalls() {
  return (
    <Box sx={{ width: '100%' }}>
      <CallCounts />
      <Box sx={{ height: 400 }}>
        <DataGrid rows={rows} columns={columns} />
      </Box>
    </Box>
  );
}
