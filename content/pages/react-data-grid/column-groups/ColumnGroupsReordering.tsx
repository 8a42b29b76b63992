import Box from '@mui/material/Box';
import {
  DataGridPro,
  type GridColDef,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid-pro';
import { createOrders, type Order } from '../shared/data';

const rows = createOrders(30);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Name', width: 120 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'product', headerName: 'Product', width: 170 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 60 },
  { field: 'status', headerName: 'Status', width: 100 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    // Columns of this group can only move inside it.
    groupId: 'customer',
    headerName: 'Customer',
    children: [{ field: 'customer' }, { field: 'country' }],
  },
  {
    // Columns of this group can leave it.
    groupId: 'line',
    headerName: 'Order line (free)',
    freeReordering: true,
    children: [{ field: 'product' }, { field: 'quantity' }],
  },
];

export default function ColumnGroupsReordering() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
      />
    </Box>
  );
}
