import { Box, Button, Typography } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import {
  DataGrid,
  GridOverlay,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { createProducts, usd, type Product } from '../shared/data';

const rows = createProducts(30);

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 90 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'category', headerName: 'Category', width: 120 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => usd.format(value),
  },
];

// Rendered inside the grid, so it can read the filter state and reset it.
function NoMatchingProductsOverlay() {
  const apiRef = useGridApiContext();
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);
  const search = (filterModel.quickFilterValues ?? []).join(' ');

  return (
    <GridOverlay>
      <SearchOffIcon sx={{ fontSize: 40, color: 'text.secondary' }} />
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 500 }}>
        {search ? `No products match “${search}”` : 'No products match the filters'}
      </Typography>
      <Button
        size="small"
        onClick={() =>
          apiRef.current.setFilterModel({ items: [], quickFilterValues: [] })
        }
      >
        Clear search and filters
      </Button>
    </GridOverlay>
  );
}

export default function CustomNoResultsOverlay() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: { filterModel: { items: [], quickFilterValues: ['kayak'] } },
        }}
        slots={{ noResultsOverlay: NoMatchingProductsOverlay }}
      />
    </Box>
  );
}
