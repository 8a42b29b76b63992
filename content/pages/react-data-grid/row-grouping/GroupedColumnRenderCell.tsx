import { Box, Chip, type ChipProps } from '@mui/material';
import {
  DataGridPremium,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-premium';
import { createOrders, type Order, type OrderStatus } from '../shared/data';

const rows = createOrders(80);

const statusColors: Record<OrderStatus, ChipProps['color']> = {
  Pending: 'warning',
  Paid: 'info',
  Shipped: 'primary',
  Delivered: 'success',
  Cancelled: 'default',
};

// Used for the Status cells, and for the status groups in the grouping column.
function renderStatus(params: GridRenderCellParams<Order, OrderStatus>) {
  if (params.value == null) {
    return null;
  }
  return (
    <Chip
      size="small"
      variant="outlined"
      label={params.value}
      color={statusColors[params.value]}
    />
  );
}

const columns: GridColDef<Order>[] = [
  { field: 'status', headerName: 'Status', width: 130, renderCell: renderStatus },
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'product', headerName: 'Product', width: 220 },
];

export default function GroupedColumnRenderCell() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ rowGrouping: { model: ['status'] } }}
      />
    </Box>
  );
}
