import { Box } from '@mui/material';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { createOrders, usd, type Order } from '../shared/data';

const rows = createOrders(80);

// Grouping by a unique reference or by a price makes one group per row:
// only the descriptive columns offer "Group by" in their menu.
const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100, groupable: false },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150, groupable: false },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    groupable: false,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
];

export default function NonGroupableColumns() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} />
    </Box>
  );
}
