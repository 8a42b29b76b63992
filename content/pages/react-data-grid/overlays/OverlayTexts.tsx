import * as React from 'react';
import { Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
import {
  DataGrid,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridFilterModel,
  type GridLocaleText,
} from '@mui/x-data-grid';
import { createProducts, usd, type Product } from '../shared/data';

const products = createProducts(12);

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'category', headerName: 'Category', width: 120 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => usd.format(value),
  },
];

// Only the overlay texts are replaced; every other text keeps its default.
const localeText: Partial<GridLocaleText> = {
  noRowsLabel: 'The catalogue is empty',
  noResultsOverlayLabel: 'No product matches these filters.',
  noColumnsOverlayLabel: 'Every column is hidden',
  noColumnsOverlayManageColumns: 'Choose columns',
};

type Situation = 'noRows' | 'noResults' | 'noColumns';

const noFilter: GridFilterModel = { items: [] };
const impossibleFilter: GridFilterModel = {
  items: [{ field: 'price', operator: '>', value: 10000 }],
};
const allVisible: GridColumnVisibilityModel = {};
const allHidden: GridColumnVisibilityModel = { name: false, category: false, price: false };

export default function OverlayTexts() {
  const [situation, setSituation] = React.useState<Situation>('noRows');
  const [filterModel, setFilterModel] = React.useState(noFilter);
  const [columnVisibilityModel, setColumnVisibilityModel] = React.useState(allVisible);

  const show = (next: Situation) => {
    setSituation(next);
    setFilterModel(next === 'noResults' ? impossibleFilter : noFilter);
    setColumnVisibilityModel(next === 'noColumns' ? allHidden : allVisible);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={situation}
        onChange={(_event, value: Situation | null) => {
          if (value) {
            show(value);
          }
        }}
        sx={{ mb: 1 }}
      >
        <ToggleButton value="noRows">No rows</ToggleButton>
        <ToggleButton value="noResults">Filtered out</ToggleButton>
        <ToggleButton value="noColumns">Columns hidden</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={situation === 'noRows' ? [] : products}
          columns={columns}
          localeText={localeText}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          columnVisibilityModel={columnVisibilityModel}
          onColumnVisibilityModelChange={setColumnVisibilityModel}
        />
      </Box>
    </Box>
  );
}
