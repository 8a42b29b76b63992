import { Box } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createOrders, usd, type Order } from '../shared/data';

const rows = createOrders(30);

// Internal fields: users may not show them from the columns panel.
const INTERNAL_FIELDS = ['category'];

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100, hideable: false },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'product', headerName: 'Product', width: 200 },
  { field: 'category', headerName: 'Category (internal)', width: 150 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 90 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function ColumnsPanelOptions() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          columns: { columnVisibilityModel: { category: false, country: false } },
        }}
        slotProps={{
          columnsManagement: {
            sort: 'asc',
            getTogglableColumns: (allColumns) =>
              allColumns
                .filter((column) => !INTERNAL_FIELDS.includes(column.field))
                .map((column) => column.field),
          },
        }}
      />
    </Box>
  );
}
