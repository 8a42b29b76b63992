import { Box } from '@mui/material';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { ORDER_STATUSES, createOrders, type Order } from '../../shared/data';

const rows = createOrders(120);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 130 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...ORDER_STATUSES],
    width: 150,
  },
];

export default function BasicHeaderFilters() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        headerFilters
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'status', operator: 'is', value: 'Pending' },
                { id: 2, field: 'quantity', operator: '>=', value: 8 },
              ],
            },
          },
        }}
      />
    </Box>
  );
}
