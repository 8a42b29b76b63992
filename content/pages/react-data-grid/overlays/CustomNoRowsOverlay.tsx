import * as React from 'react';
import { Box, Button, Typography } from '@mui/material';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { DataGrid, GridOverlay, type GridColDef } from '@mui/x-data-grid';
import { createOrders, usd, type Order } from '../shared/data';

const sampleOrders = createOrders(12);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 130 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value: number) => usd.format(value),
  },
];

// Defined once, outside the demo component: the grid renders it in the
// `noRowsOverlay` slot when `rows` is empty and `loading` is false.
function NoOrdersOverlay() {
  return (
    <GridOverlay>
      <Box
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 72,
          height: 72,
          borderRadius: '50%',
          bgcolor: 'action.hover',
          color: 'primary.main',
        }}
      >
        <ReceiptLongOutlinedIcon sx={{ fontSize: 36 }} />
      </Box>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 500 }}>
        No orders yet
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 320 }}>
        Orders appear here as soon as a customer checks out.
      </Typography>
    </GridOverlay>
  );
}

export default function CustomNoRowsOverlay() {
  const [rows, setRows] = React.useState<Order[]>([]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          disabled={rows.length > 0}
          onClick={() => setRows(sampleOrders)}
        >
          Import 12 orders
        </Button>
        <Button
          size="small"
          disabled={rows.length === 0}
          onClick={() => setRows([])}
        >
          Clear
        </Button>
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          slots={{ noRowsOverlay: NoOrdersOverlay }}
        />
      </Box>
    </Box>
  );
}
