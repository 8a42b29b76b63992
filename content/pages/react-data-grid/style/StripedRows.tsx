import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowClassNameParams } from '@mui/x-data-grid';
import { createOrders, usd, type Order } from '../shared/data';

const rows = createOrders(40);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 120 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 60 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 95,
    valueFormatter: (value: number) => usd.format(value),
  },
];

// The position in the current page follows sorting, filtering and paging.
const getRowClassName = ({ indexRelativeToCurrentPage }: GridRowClassNameParams<Order>) =>
  indexRelativeToCurrentPage % 2 === 0 ? 'order-row--even' : 'order-row--odd';

export default function StripedRows() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={getRowClassName}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 25]}
        density="compact"
        sx={(theme) => ({
          '& .order-row--odd': {
            bgcolor: theme.alpha((theme.vars || theme).palette.primary.main, 0.05),
          },
        })}
      />
    </Box>
  );
}
