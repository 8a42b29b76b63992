import { Box, Rating } from '@mui/material';
import {
  DataGrid,
  type GetApplyQuickFilterFn,
  type GridColDef,
} from '@mui/x-data-grid';
import { createProducts, type Product } from '../../shared/data';

const rows = createProducts(60);

// A word such as "4+" keeps the products rated 4 or more; other words skip this column.
const ratingQuickFilter: GetApplyQuickFilterFn<Product, number> = (value) => {
  const match = /^([1-5](?:\.\d)?)\+$/.exec(String(value));
  if (!match) {
    return null;
  }
  const minimum = Number(match[1]);
  return (rating) => rating >= minimum;
};

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'category', headerName: 'Category', width: 110 },
  // Stock counts would match words like "1" by accident: never search them.
  {
    field: 'stock',
    headerName: 'Stock',
    type: 'number',
    width: 80,
    getApplyQuickFilterFn: () => null,
  },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 140,
    display: 'flex',
    getApplyQuickFilterFn: ratingQuickFilter,
    renderCell: (params) => (
      <Rating readOnly size="small" precision={0.1} value={params.value as number} />
    ),
  },
];

export default function CustomQuickFilterFn() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: { filterModel: { items: [], quickFilterValues: ['tent', '4+'] } },
        }}
      />
    </Box>
  );
}
