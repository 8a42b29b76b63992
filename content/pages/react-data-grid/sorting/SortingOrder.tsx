import { Box } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createOrders, usd, type Order } from '../shared/data';

const rows = createOrders(20);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  // Grid default for this column: ascending, descending, unsorted.
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 130 },
  {
    field: 'date',
    headerName: 'Date',
    type: 'date',
    width: 110,
    // Newest first, and never back to unsorted.
    sortingOrder: ['desc', 'asc'],
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value: number) => usd.format(value),
  },
  // Status is a workflow step: sorting it alphabetically makes no sense.
  { field: 'status', headerName: 'Status', width: 100, sortable: false },
];

export default function SortingOrder() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        sortingOrder={['desc', 'asc', null]}
        initialState={{ sorting: { sortModel: [{ field: 'date', sort: 'desc' }] } }}
      />
    </Box>
  );
}
