import Box from '@mui/material/Box';
import {
  DataGrid,
  GridEditInputCell,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { createProducts, usd, type Product } from '../../shared/data';

const rows = createProducts(10);

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 140,
    editable: true,
    valueFormatter: (value: number) => usd.format(value),
    // The default input, with a currency sign and a step of one cent.
    renderEditCell: (params: GridRenderEditCellParams<Product, number>) => (
      <GridEditInputCell
        {...params}
        slotProps={{
          root: {
            // The grid wraps adornments in an InputAdornment itself.
            startAdornment: '$',
            slotProps: { htmlInput: { min: 0, step: 0.01 } },
          },
        }}
      />
    ),
  },
  {
    field: 'stock',
    headerName: 'Stock',
    type: 'number',
    width: 130,
    editable: true,
    renderEditCell: (params: GridRenderEditCellParams<Product, number>) => (
      <GridEditInputCell
        {...params}
        // Report changes to the grid 500 ms after the last keystroke instead of 200 ms.
        debounceMs={500}
        slotProps={{
          root: {
            endAdornment: 'units',
            slotProps: { htmlInput: { min: 0, step: 1 } },
          },
        }}
      />
    ),
  },
];

export default function CustomizedInputCell() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
