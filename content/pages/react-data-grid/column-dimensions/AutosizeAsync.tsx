import * as React from 'react';
import { Box, Button } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createOrders, usd, type Order } from '../shared/data';

// A fake API: the rows arrive after the grid has rendered.
function fetchOrders(batch: number) {
  return new Promise<Order[]>((resolve) => {
    setTimeout(() => resolve(createOrders(40, batch)), 800);
  });
}

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order' },
  { field: 'customer', headerName: 'Customer' },
  { field: 'country', headerName: 'Country' },
  { field: 'product', headerName: 'Product' },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function AutosizeAsync() {
  const [batch, setBatch] = React.useState(1);
  const [loaded, setLoaded] = React.useState<{ batch: number; rows: Order[] }>();
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchOrders(batch).then((data) => {
      if (active) {
        setLoaded({ batch, rows: data });
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [batch]);

  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" sx={{ mb: 1 }} onClick={() => setBatch((previous) => previous + 1)}>
        Load other orders
      </Button>
      <Box sx={{ height: 400 }}>
        <DataGrid
          // A new key mounts a new grid for each batch once its rows are there,
          // so that autosizeOnMount measures them.
          key={loaded?.batch ?? 'empty'}
          rows={loaded?.rows ?? []}
          columns={columns}
          loading={loading}
          autosizeOnMount
        />
      </Box>
    </Box>
  );
}
