import { Box } from '@mui/material';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { createProducts, usd, type Product } from '../shared/data';

const rows = createProducts(320);

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 90 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'category', headerName: 'Category', width: 100 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 90 },
];

export default function ProPagination() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        pagination
        initialState={{ pagination: { paginationModel: { pageSize: 200 } } }}
        pageSizeOptions={[50, 200, { value: -1, label: 'All' }]}
      />
    </Box>
  );
}
