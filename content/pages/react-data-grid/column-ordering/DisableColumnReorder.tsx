import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { createProducts, usd, type Product } from '../shared/data';

const rows = createProducts(30);

const columns: GridColDef<Product>[] = [
  // The SKU stays first: it can't be dragged, and nothing can be dropped before it.
  { field: 'sku', headerName: 'SKU (fixed)', width: 120, disableReorder: true },
  { field: 'name', headerName: 'Product', width: 210 },
  { field: 'category', headerName: 'Category', width: 110 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90 },
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
];

export default function DisableColumnReorder() {
  const [reorderDisabled, setReorderDisabled] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={reorderDisabled}
            onChange={(event) => setReorderDisabled(event.target.checked)}
          />
        }
        label="disableColumnReorder"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 360 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          disableColumnReorder={reorderDisabled}
        />
      </Box>
    </Box>
  );
}
