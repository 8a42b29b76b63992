import * as React from 'react';
import { Box, FormControlLabel, Switch } from '@mui/material';
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
    width: 120,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 120 },
];

export default function DisableAggregation() {
  const [disabled, setDisabled] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disabled}
            onChange={(event) => setDisabled(event.target.checked)}
          />
        }
        label="Disable aggregation"
      />
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          disableAggregation={disabled}
          initialState={{
            aggregation: { model: { price: 'avg', stock: 'sum' } },
          }}
        />
      </Box>
    </Box>
  );
}
