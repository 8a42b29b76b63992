import { Box, Button, Stack } from '@mui/material';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { PRODUCT_CATEGORIES, createProducts, usd, type Product } from '../shared/data';

const rows = createProducts(60);

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: [...PRODUCT_CATEGORIES],
    width: 120,
  },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 80 },
];

export default function ApiFiltering() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          onClick={() =>
            apiRef.current?.upsertFilterItem({
              id: 'preset',
              field: 'stock',
              operator: '=',
              value: 0,
            })
          }
        >
          Out of stock
        </Button>
        <Button
          size="small"
          onClick={() =>
            apiRef.current?.upsertFilterItem({
              id: 'preset',
              field: 'price',
              operator: '<',
              value: 100,
            })
          }
        >
          Under $100
        </Button>
        <Button
          size="small"
          onClick={() => apiRef.current?.showFilterPanel('category')}
        >
          Filter by category…
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setFilterModel({ items: [] })}>
          Clear
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} />
      </Box>
    </Box>
  );
}
