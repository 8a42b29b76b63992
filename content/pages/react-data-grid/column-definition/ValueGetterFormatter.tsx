import { Box } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createOrders, usd, type Order } from '../shared/data';

const rows = createOrders(40);

const dateFormatter = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
  {
    // Not a property of the rows: the value is computed from two other fields.
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value: number) => usd.format(value),
  },
  {
    field: 'date',
    headerName: 'Ordered',
    type: 'date',
    width: 130,
    valueFormatter: (value: Date) => dateFormatter.format(value),
  },
];

export default function ValueGetterFormatter() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'total', sort: 'desc' }] } }}
      />
    </Box>
  );
}
