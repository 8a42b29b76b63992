import { Box } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createOrders, usd, type Order } from '../shared/data';

const rows = createOrders(12);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100, headerClassName: 'order-header--key' },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80, headerClassName: 'order-header--money' },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    headerClassName: 'order-header--money',
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function HeaderStyling() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnHeaderHeight={44}
        showColumnVerticalBorder
        hideFooter
        // In the grid's own sx: the header background rules of the grid win over a parent's.
        sx={{
          '& .order-header--key': {
            color: 'primary.main',
          },
          '& .order-header--money': {
            bgcolor: 'action.selected',
          },
          '& .MuiDataGrid-columnHeaderTitle': {
            fontWeight: 700,
          },
        }}
      />
    </Box>
  );
}
