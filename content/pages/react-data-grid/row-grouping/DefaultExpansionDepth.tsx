import * as React from 'react';
import { Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { createOrders, type Order } from '../shared/data';

const rows = createOrders(80);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
];

export default function DefaultExpansionDepth() {
  const [depth, setDepth] = React.useState(1);

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={depth}
        onChange={(_, value: number | null) => value !== null && setDepth(value)}
        sx={{ mb: 1 }}
      >
        <ToggleButton value={0}>0</ToggleButton>
        <ToggleButton value={1}>1</ToggleButton>
        <ToggleButton value={2}>2</ToggleButton>
        <ToggleButton value={-1}>-1 (all)</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          // The depth applies when the groups are created: remount to apply a new one.
          key={depth}
          rows={rows}
          columns={columns}
          defaultGroupingExpansionDepth={depth}
          initialState={{ rowGrouping: { model: ['status', 'category'] } }}
        />
      </Box>
    </Box>
  );
}
