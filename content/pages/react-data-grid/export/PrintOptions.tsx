import { Box } from '@mui/material';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';
import { createProducts, type Product } from '../shared/data';

const rows = createProducts(25);

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'warehouse', headerName: 'Warehouse', width: 110 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 90 },
  // Only on paper: a box to tick while counting the shelf.
  {
    field: 'counted',
    headerName: 'Counted',
    width: 110,
    sortable: false,
    filterable: false,
    renderCell: () => (
      <Box
        sx={{
          display: 'inline-block',
          width: 14,
          height: 14,
          border: 1,
          borderColor: 'text.primary',
          verticalAlign: 'middle',
        }}
      />
    ),
  },
];

export default function PrintOptions() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        // In 8.5.0, the printed copy only holds the rows rendered on screen.
        disableVirtualization
        initialState={{ columns: { columnVisibilityModel: { counted: false } } }}
        slotProps={{
          toolbar: {
            csvOptions: { disableToolbarButton: true },
            printOptions: {
              fileName: 'Stock count sheet',
              hideToolbar: true,
              hideFooter: true,
              // `fields` picks the printed columns, the hidden one included.
              fields: ['sku', 'name', 'warehouse', 'stock', 'counted'],
              pageStyle: '@page { size: A4 landscape; margin: 12mm; }',
            },
          },
        }}
        sx={{
          // Rules for the printed copy only.
          '@media print': {
            [`& .${gridClasses.columnHeaderTitle}`]: { fontWeight: 700 },
          },
        }}
      />
    </Box>
  );
}
