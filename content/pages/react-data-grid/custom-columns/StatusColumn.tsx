import { Box, Chip, type ChipProps } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createOrders, ORDER_STATUSES, type Order, type OrderStatus } from '../shared/data';

const rows = createOrders(30);

const statusColor: Record<OrderStatus, ChipProps['color']> = {
  Pending: 'default',
  Paid: 'info',
  Shipped: 'primary',
  Delivered: 'success',
  Cancelled: 'error',
};

// Position of each status in the order workflow, for sorting.
const workflowRank = (status: OrderStatus) => ORDER_STATUSES.indexOf(status);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 130 },
  { field: 'product', headerName: 'Product', width: 190 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...ORDER_STATUSES],
    width: 130,
    display: 'flex',
    // Sort by workflow (Pending → Cancelled), not alphabetically.
    sortComparator: (a: OrderStatus, b: OrderStatus) => workflowRank(a) - workflowRank(b),
    renderCell: (params) =>
      params.value ? (
        <Chip
          size="small"
          variant="outlined"
          label={params.formattedValue}
          color={statusColor[params.value as OrderStatus]}
        />
      ) : null,
  },
];

export default function StatusColumn() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
