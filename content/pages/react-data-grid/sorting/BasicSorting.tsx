import { Box } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createProducts, usd, type Product } from '../shared/data';

const rows = createProducts(24);

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'category', headerName: 'Category', width: 110 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 90 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 80 },
];

export default function BasicSorting() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          sorting: { sortModel: [{ field: 'price', sort: 'desc' }] },
        }}
      />
    </Box>
  );
}
