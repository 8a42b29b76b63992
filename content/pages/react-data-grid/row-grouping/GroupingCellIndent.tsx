import * as React from 'react';
import { Box, Slider, Typography } from '@mui/material';
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

export default function GroupingCellIndent() {
  const [multiplier, setMultiplier] = React.useState(4);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="indent-label" variant="body2" sx={{ color: 'text.secondary' }}>
        Indentation per level: {multiplier} × 8 px
      </Typography>
      <Slider
        aria-labelledby="indent-label"
        value={multiplier}
        onChange={(_, value) => setMultiplier(value as number)}
        min={0}
        max={6}
        step={1}
        marks
        sx={{ maxWidth: 280, mb: 1 }}
      />
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          groupingColDef={{ width: 300 }}
          defaultGroupingExpansionDepth={2}
          initialState={{ rowGrouping: { model: ['status', 'category', 'country'] } }}
          sx={{ '--DataGrid-cellOffsetMultiplier': multiplier }}
        />
      </Box>
    </Box>
  );
}
