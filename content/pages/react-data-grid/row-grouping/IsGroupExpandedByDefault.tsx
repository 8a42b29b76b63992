import { Box } from '@mui/material';
import {
  DataGridPremium,
  type GridColDef,
  type GridGroupNode,
} from '@mui/x-data-grid-premium';
import { createOrders, type Order } from '../shared/data';

const rows = createOrders(80);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'country', headerName: 'Country', width: 130 },
];

// Open the Pending orders down to the leaves. Category groups are open everywhere,
// but they only show inside Pending, the one open status.
const isGroupExpandedByDefault = (node: GridGroupNode) =>
  node.groupingField === 'category' ||
  (node.groupingField === 'status' && node.groupingKey === 'Pending');

export default function IsGroupExpandedByDefault() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        isGroupExpandedByDefault={isGroupExpandedByDefault}
        initialState={{ rowGrouping: { model: ['status', 'category'] } }}
      />
    </Box>
  );
}
