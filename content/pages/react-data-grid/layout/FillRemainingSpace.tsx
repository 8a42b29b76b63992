import { Box, Paper, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createOrders, usd, type Order } from '../shared/data';

const rows = createOrders(60);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'status', headerName: 'Status', width: 110 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value: number) => usd.format(value),
  },
];

const revenue = rows.reduce((sum, row) => sum + row.quantity * row.unitPrice, 0);

export default function FillRemainingSpace() {
  return (
    <Paper
      variant="outlined"
      sx={{ height: 440, display: 'flex', flexDirection: 'column', p: 2, gap: 1.5 }}
    >
      <Box>
        <Typography variant="h6" component="h3">
          Recent orders
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Showing {rows.length} orders from 2024 and 2025
        </Typography>
      </Box>
      {/* The grid's root is a flex item with flex: 1, so it takes the space left over. */}
      <DataGrid rows={rows} columns={columns} density="compact" />
      <Typography variant="body2" sx={{ textAlign: 'end', fontWeight: 500 }}>
        Revenue: {usd.format(revenue)}
      </Typography>
    </Paper>
  );
}
