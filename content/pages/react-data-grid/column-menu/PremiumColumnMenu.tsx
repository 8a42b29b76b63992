import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridColumnMenu,
  type GridColDef,
  type GridColumnMenuProps,
} from '@mui/x-data-grid-premium';
import { createOrders, usd, type Order } from '../shared/data';

const rows = createOrders(60);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'quantity', headerName: 'Units', type: 'number', width: 90, groupable: false },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    groupable: false,
    valueFormatter: (value: number) => usd.format(value),
  },
];

// The Premium menu, with the grouping item moved to the top.
function OrdersColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slotProps={{ columnMenuGroupingItem: { displayOrder: 0 } }}
    />
  );
}

export default function PremiumColumnMenu() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        slots={{ columnMenu: OrdersColumnMenu }}
        initialState={{ pinnedColumns: { left: ['reference'] } }}
      />
    </Box>
  );
}
