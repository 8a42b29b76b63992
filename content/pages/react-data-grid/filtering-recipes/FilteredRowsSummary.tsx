import { Box, Typography } from '@mui/material';
import {
  DataGrid,
  GridFooter,
  GridFooterContainer,
  gridFilteredSortedRowEntriesSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { ORDER_STATUSES, createOrders, usd, type Order } from '../shared/data';

const rows = createOrders(120);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 120 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => usd.format(value),
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...ORDER_STATUSES],
    width: 130,
  },
];

function SummaryFooter() {
  const apiRef = useGridApiContext();
  // Re-renders whenever the filters (or the sort) change the visible rows.
  const entries = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const total = entries.reduce((sum, { model }) => {
    const order = model as Order;
    return sum + order.quantity * order.unitPrice;
  }, 0);

  return (
    <GridFooterContainer>
      <Typography variant="body2" sx={{ px: 2 }}>
        {entries.length} orders, {usd.format(total)}
      </Typography>
      <GridFooter sx={{ border: 'none' }} />
    </GridFooterContainer>
  );
}

export default function FilteredRowsSummary() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slots={{ footer: SummaryFooter }}
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'status', operator: 'is', value: 'Paid' }] },
          },
        }}
      />
    </Box>
  );
}
