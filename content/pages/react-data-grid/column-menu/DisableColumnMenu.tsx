import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createOrders, type Order } from '../shared/data';

const rows = createOrders(30);

const columns: GridColDef<Order>[] = [
  // The reference is an identifier: no menu, no sorting.
  {
    field: 'reference',
    headerName: 'Order',
    width: 100,
    disableColumnMenu: true,
    sortable: false,
  },
  { field: 'customer', headerName: 'Customer', width: 140 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 150 },
  { field: 'status', headerName: 'Status', width: 100 },
];

export default function DisableColumnMenu() {
  const [menuDisabled, setMenuDisabled] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={menuDisabled}
            onChange={(event) => setMenuDisabled(event.target.checked)}
          />
        }
        label="disableColumnMenu"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 360 }}>
        <DataGrid rows={rows} columns={columns} disableColumnMenu={menuDisabled} />
      </Box>
    </Box>
  );
}
