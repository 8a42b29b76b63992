import { Box, Typography } from '@mui/material';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  gridFilteredSortedRowEntriesSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { createOrders, usd, type Order } from '../shared/data';

const rows = createOrders(40);

const orderTotal = (order: Order) => order.quantity * order.unitPrice;

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 130 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => orderTotal(row),
    valueFormatter: (value: number) => usd.format(value),
  },
];

// The footer sums the rows that pass the current filters, on every page.
function OrdersFooter() {
  const apiRef = useGridApiContext();
  const entries = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const total = entries.reduce((sum, entry) => sum + orderTotal(entry.model as Order), 0);

  return (
    <GridFooterContainer>
      <Typography variant="body2" sx={{ paddingInlineStart: 2 }}>
        {entries.length} orders ·{' '}
        <Box component="strong" sx={{ fontWeight: 600 }}>
          {usd.format(total)}
        </Box>
      </Typography>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function FooterWithTotals() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 25]}
        slots={{ footer: OrdersFooter }}
      />
    </Box>
  );
}
