import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createOrders, ORDER_STATUSES, type Order } from '../shared/data';

const rows = createOrders(14);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 95 },
  { field: 'customer', headerName: 'Customer', width: 130 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70, editable: true },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...ORDER_STATUSES],
    width: 110,
    editable: true,
  },
];

export default function IsCellEditable() {
  return (
    <Box
      sx={{
        height: 440,
        width: '100%',
        // The grid adds this class to every cell that can be edited right now.
        '& .MuiDataGrid-cell--editable': {
          bgcolor: 'action.hover',
          fontWeight: 500,
        },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        // Orders can change until they are paid; after that, only the status can move on.
        isCellEditable={(params) =>
          params.row.status === 'Pending' ||
          (params.field === 'status' &&
            params.row.status !== 'Delivered' &&
            params.row.status !== 'Cancelled')
        }
      />
    </Box>
  );
}
