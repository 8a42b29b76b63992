import * as React from 'react';
import { Box, Button, Stack } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createOrders, type Order } from '../shared/data';

const allOrders = createOrders(12);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 130 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
];

export default function FlexParentGrid() {
  const [count, setCount] = React.useState(3);
  const rows = allOrders.slice(0, count);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          onClick={() => setCount((c) => Math.min(c + 1, allOrders.length))}
          disabled={count === allOrders.length}
        >
          Add an order
        </Button>
        <Button
          size="small"
          onClick={() => setCount((c) => Math.max(c - 1, 0))}
          disabled={count === 0}
        >
          Remove an order
        </Button>
      </Stack>
      {/* No height: the column flex container takes the height of the grid's content. */}
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
