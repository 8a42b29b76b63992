import { Box } from '@mui/material';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { createOrders, usd, type Order } from '../shared/data';

const rows = createOrders(120);

const columns: GridColDef<Order>[] = [
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 130,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value: number) => (value == null ? '' : usd.format(value)),
  },
  { field: 'product', headerName: 'Product', width: 200 },
  { field: 'reference', headerName: 'Order', width: 100 },
];

export default function PremiumShowcase() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        cellSelection
        showToolbar
        initialState={{
          rowGrouping: { model: ['category'] },
          aggregation: { model: { quantity: 'sum', revenue: 'sum' } },
          columns: { columnVisibilityModel: { category: false } },
        }}
      />
    </Box>
  );
}
