import * as React from 'react';
import { Box, FormControlLabel, Switch } from '@mui/material';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { createOrders, ORDER_STATUSES, type Order } from '../shared/data';

const rows = createOrders(150);

const columns: GridColDef<Order>[] = [
  // Hundreds of distinct values: useless as row or column groups.
  { field: 'reference', headerName: 'Order', width: 100, pivotable: false },
  { field: 'customer', headerName: 'Customer', width: 140, pivotable: false },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'country', headerName: 'Country', width: 130 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...ORDER_STATUSES],
    width: 110,
  },
  { field: 'quantity', headerName: 'Units', type: 'number', width: 80 },
];

export default function DisablePivoting() {
  const [disabled, setDisabled] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        sx={{ mb: 1 }}
        control={
          <Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />
        }
        label="disablePivoting"
      />
      <Box sx={{ height: 460 }}>
        <DataGridPremium
          // Remount on change: the prop is meant to be set once.
          key={String(disabled)}
          rows={rows}
          columns={columns}
          showToolbar
          disablePivoting={disabled}
          initialState={{ pivoting: { panelOpen: !disabled } }}
        />
      </Box>
    </Box>
  );
}
