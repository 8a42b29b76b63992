import * as React from 'react';
import { Box, Typography } from '@mui/material';
import {
  DataGrid,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid';
import { PRODUCT_CATEGORIES, createProducts, usd, type Product } from '../shared/data';

const STORAGE_KEY = 'filtering-recipes.products.filterModel';

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

const defaultModel: GridFilterModel = { items: [] };

export default function PersistedFilters() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(defaultModel);
  const [restored, setRestored] = React.useState(false);

  // Read the saved model after the first render: the server has no localStorage,
  // and the first render must match the server's markup.
  React.useEffect(() => {
    try {
      const saved = window.localStorage.getItem(STORAGE_KEY);
      if (saved) {
        setFilterModel(JSON.parse(saved) as GridFilterModel);
      }
    } catch {
      // Unreadable or blocked storage: keep the default model.
    }
    setRestored(true);
  }, []);

  const handleFilterModelChange = (model: GridFilterModel) => {
    setFilterModel(model);
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(model));
    } catch {
      // Storage full or blocked: the filters still work for this visit.
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          loading={!restored}
          filterModel={filterModel}
          onFilterModelChange={handleFilterModelChange}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Filter the grid, then reload the page: the filters come back.
      </Typography>
    </Box>
  );
}
