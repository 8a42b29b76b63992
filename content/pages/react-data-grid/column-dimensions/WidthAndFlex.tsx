import * as React from 'react';
import { Box, Slider, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createProducts, usd, type Product } from '../shared/data';

const rows = createProducts(12);

const columns: GridColDef<Product>[] = [
  // Fixed: always 110 px.
  { field: 'sku', headerName: 'SKU', width: 110 },
  // Takes two shares of the free space, never less than 160 px.
  { field: 'name', headerName: 'Product', flex: 2, minWidth: 160 },
  // Takes one share of the free space, never more than 100 px.
  { field: 'category', headerName: 'Category', flex: 1, maxWidth: 100 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function WidthAndFlex() {
  const [containerWidth, setContainerWidth] = React.useState(100);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="container-width-label" variant="body2" sx={{ color: 'text.secondary' }}>
        Container width: {containerWidth}%
      </Typography>
      <Slider
        value={containerWidth}
        onChange={(_event, value) => setContainerWidth(value as number)}
        min={50}
        max={100}
        step={5}
        aria-labelledby="container-width-label"
        sx={{ maxWidth: 320, mb: 1 }}
      />
      <Box sx={{ height: 340, width: `${containerWidth}%` }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
