import Box from '@mui/material/Box';
import {
  DataGridPro,
  type GridColDef,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid-pro';
import { createOrders, usd, type Order } from '../shared/data';

const rows = createOrders(30);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Name', width: 150 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'product', headerName: 'Product', width: 200 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'status', headerName: 'Status', width: 110 },
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
    headerName: 'Order line (free reordering)',
    freeReordering: true,
    children: [{ field: 'product' }, { field: 'quantity' }, { field: 'unitPrice' }],
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
