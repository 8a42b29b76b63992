import * as React from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { createProducts, usd, type Product } from '../shared/data';

const rows = createProducts(30);

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
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

export default function ApiRefSorting() {
  const apiRef = useGridApiRef();
  const [firstRows, setFirstRows] = React.useState<string[]>([]);

  // Read the first three rows every time the grid finishes sorting.
  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    const update = () => {
      setFirstRows(api.getSortedRows().slice(0, 3).map((row) => row.name as string));
    };
    update();
    return api.subscribeEvent('sortedRowsSet', update);
  }, [apiRef]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" onClick={() => apiRef.current?.sortColumn('price', 'desc')}>
          Most expensive
        </Button>
        <Button size="small" onClick={() => apiRef.current?.sortColumn('stock', 'asc')}>
          Lowest stock
        </Button>
        {/* Without a direction, the column moves to the next step of its sorting order. */}
        <Button size="small" onClick={() => apiRef.current?.sortColumn('rating')}>
          Cycle rating
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setSortModel([])}>
          Clear
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        First rows: {firstRows.join(' · ')}
      </Typography>
    </Box>
  );
}
