import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import {
  PRODUCT_CATEGORIES,
  createProducts,
  usd,
  type Product,
} from '../shared/data';

const rows = createProducts(60);

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: [...PRODUCT_CATEGORIES],
    width: 120,
  },
  { field: 'warehouse', headerName: 'Warehouse', width: 110 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 80 },
];

export default function SortFilterFromApi() {
  const apiRef = useGridApiRef();
  const [search, setSearch] = React.useState('');

  const cheapestFirst = () => {
    apiRef.current?.setSortModel([{ field: 'price', sort: 'asc' }]);
  };

  const bestRatedFootwear = () => {
    setSearch('');
    // A new model without quickFilterValues also clears the search.
    apiRef.current?.setFilterModel({
      items: [{ field: 'category', operator: 'is', value: 'Footwear' }],
    });
    apiRef.current?.setSortModel([{ field: 'rating', sort: 'desc' }]);
  };

  const searchEverywhere = (text: string) => {
    setSearch(text);
    // One value per word: a row must match every word, in any column.
    apiRef.current?.setQuickFilterValues(text.split(' ').filter(Boolean));
  };

  const reset = () => {
    setSearch('');
    apiRef.current?.setSortModel([]);
    apiRef.current?.setFilterModel({ items: [], quickFilterValues: [] });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <TextField
          size="small"
          label="Search"
          value={search}
          onChange={(event) => searchEverywhere(event.target.value)}
          sx={{ width: 180 }}
        />
        <Button size="small" variant="outlined" onClick={cheapestFirst}>
          Cheapest first
        </Button>
        <Button size="small" variant="outlined" onClick={bestRatedFootwear}>
          Best-rated footwear
        </Button>
        <Button size="small" onClick={reset}>
          Reset
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} />
      </Box>
    </Box>
  );
}
