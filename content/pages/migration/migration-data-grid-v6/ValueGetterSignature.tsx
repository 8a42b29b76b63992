import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface OrderLine {
  id: number;
  customer: string;
  product: string;
  quantity: number;
  unitPrice: number;
}

const rows: OrderLine[] = [
  { id: 1, customer: 'Amara Okafor', product: 'Standing desk', quantity: 2, unitPrice: 489 },
  { id: 2, customer: 'Lucas Moreau', product: 'Desk lamp', quantity: 5, unitPrice: 39.5 },
  { id: 3, customer: 'Mei Tanaka', product: 'Ergonomic chair', quantity: 1, unitPrice: 329 },
  { id: 4, customer: 'Omar Haddad', product: 'USB-C cable, 2 m', quantity: 12, unitPrice: 9.9 },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<OrderLine>[] = [
  {
    field: 'customer',
    headerName: 'Customer',
    width: 160,
    editable: true,
    // v7+: (value, row) instead of (params). Double-click a name and add spaces around it.
    valueSetter: (value: string, row) => ({ ...row, customer: value.trim() }),
  },
  { field: 'product', headerName: 'Product', width: 160 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    // A derived column: the row comes second, there is no `params.row` any more.
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value: number) => currency.format(value),
  },
];

export default function ValueGetterSignature() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} initialState={{ density: 'compact' }} />
    </Box>
  );
}
