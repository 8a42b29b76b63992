import { Box } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createProducts, usd, type Product } from '../shared/data';

const rows = createProducts(50);

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function AutoPageSize() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} autoPageSize density="compact" />
    </Box>
  );
}
