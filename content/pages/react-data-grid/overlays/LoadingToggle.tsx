import * as React from 'react';
import { Box, FormControlLabel, Switch } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createOrders, usd, type Order } from '../shared/data';

const rows = createOrders(25);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 130 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function LoadingToggle() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={loading}
            onChange={(event) => setLoading(event.target.checked)}
          />
        }
        label="loading"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 360 }}>
        <DataGrid rows={rows} columns={columns} loading={loading} />
      </Box>
    </Box>
  );
}
