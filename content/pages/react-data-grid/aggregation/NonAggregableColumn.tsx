import { Box } from '@mui/material';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { createOrders, usd, type Order } from '../shared/data';

const rows = createOrders(12);

// The totals of an invoice are fixed: users can't change or remove them from the column menu.
const columns: GridColDef<Order>[] = [
  { field: 'product', headerName: 'Item', flex: 1, minWidth: 200 },
  {
    field: 'quantity',
    headerName: 'Units',
    type: 'number',
    width: 100,
    aggregable: false,
  },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    // Empty in the aggregation row when the column isn't aggregated.
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 140,
    aggregable: false,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function NonAggregableColumn() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          aggregation: { model: { quantity: 'sum', amount: 'sum' } },
        }}
        hideFooter
      />
    </Box>
  );
}
