import * as React from 'react';
import { Box, Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { DataGrid, type GridColDef, type GridColumnVisibilityModel } from '@mui/x-data-grid';
import { createProducts, usd, type Product } from '../shared/data';

const rows = createProducts(20);

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180, hideable: false },
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'category', headerName: 'Category', width: 110 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 80 },
  { field: 'warehouse', headerName: 'Warehouse', width: 110 },
];

const optionalColumns = columns.filter((column) => column.hideable !== false);

export default function ControlledVisibility() {
  const [columnVisibilityModel, setColumnVisibilityModel] =
    React.useState<GridColumnVisibilityModel>({ sku: false, warehouse: false });

  const toggle = (field: string, visible: boolean) =>
    setColumnVisibilityModel((model) => ({ ...model, [field]: visible }));

  return (
    <Box sx={{ width: '100%' }}>
      <FormGroup row sx={{ mb: 1 }}>
        {optionalColumns.map((column) => (
          <FormControlLabel
            key={column.field}
            label={column.headerName}
            control={
              <Checkbox
                size="small"
                checked={columnVisibilityModel[column.field] !== false}
                onChange={(event) => toggle(column.field, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          columnVisibilityModel={columnVisibilityModel}
          onColumnVisibilityModelChange={(model) => setColumnVisibilityModel(model)}
        />
      </Box>
      <Typography variant="body2" component="code" sx={{ display: 'block', mt: 1, color: 'text.secondary' }}>
        columnVisibilityModel: {JSON.stringify(columnVisibilityModel)}
      </Typography>
    </Box>
  );
}
