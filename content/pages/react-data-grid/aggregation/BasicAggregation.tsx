import { Box } from '@mui/material';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { createProducts, usd, type Product } from '../shared/data';

const rows = createProducts(30);

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 190 },
  { field: 'category', headerName: 'Category', width: 110 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
];

export default function BasicAggregation() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          aggregation: { model: { stock: 'sum', price: 'max', rating: 'avg' } },
        }}
      />
    </Box>
  );
}
