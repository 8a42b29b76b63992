import { Box } from '@mui/material';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { createOrders, usd, type Order } from '../shared/data';

const rows = createOrders(60);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 130 },
  { field: 'date', headerName: 'Date', type: 'date', width: 120 },
  { field: 'quantity', headerName: 'Units', type: 'number', width: 100 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => usd.format(value),
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 130,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function BuiltInFunctions() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          aggregation: {
            model: {
              reference: 'size',
              date: 'max',
              quantity: 'sum',
              unitPrice: 'min',
              total: 'avg',
            },
          },
        }}
      />
    </Box>
  );
}
