import { Box } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createOrders, usd, type Order } from '../shared/data';

const rows = createOrders(30);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 130 },
  { field: 'status', headerName: 'Status', width: 110 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function DefaultSlotProps() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        showToolbar
        slotProps={{
          // Props of the default toolbar
          toolbar: {
            printOptions: { disableToolbarButton: true },
            csvOptions: { fileName: 'orders', utf8WithBom: true },
            quickFilterProps: { debounceMs: 400 },
          },
          // Props of the checkboxes, with Material UI props under `material`
          baseCheckbox: { material: { color: 'secondary' } },
          // Props of the footer container
          footer: { sx: { bgcolor: 'action.hover' } },
        }}
      />
    </Box>
  );
}
