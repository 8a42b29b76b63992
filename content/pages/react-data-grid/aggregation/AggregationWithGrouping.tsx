import { Box } from '@mui/material';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { createOrders, usd, type Order } from '../shared/data';

const rows = createOrders(120);

const columns: GridColDef<Order>[] = [
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'quantity', headerName: 'Units', type: 'number', width: 110 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 140,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function AggregationWithGrouping() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        groupingColDef={{ leafField: 'reference', width: 200 }}
        initialState={{
          rowGrouping: { model: ['category'] },
          aggregation: { model: { quantity: 'sum', revenue: 'sum' } },
          columns: {
            columnVisibilityModel: { category: false, reference: false },
          },
        }}
      />
    </Box>
  );
}
