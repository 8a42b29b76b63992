import { Box } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createProducts, usd, type Product } from '../shared/data';

const rows = createProducts(24);

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 100, cellClassName: 'inventory-sku' },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => usd.format(value),
  },
  {
    field: 'stock',
    headerName: 'Stock',
    type: 'number',
    width: 100,
    headerClassName: 'inventory-header--stock',
    // Called for each cell of the column: the class follows the value.
    cellClassName: (params) => {
      if (params.value === 0) {
        return 'stock--out';
      }
      return params.value < 20 ? 'stock--low' : '';
    },
  },
];

export default function StylingCells() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'stock', sort: 'asc' }] } }}
        sx={{
          '& .inventory-sku': { fontFamily: 'monospace', color: 'text.secondary' },
          '& .inventory-header--stock': { bgcolor: 'action.selected' },
          '& .stock--low': { color: 'warning.main', fontWeight: 600 },
          '& .stock--out': {
            color: 'error.main',
            fontWeight: 600,
            bgcolor: 'action.selected',
          },
        }}
      />
    </Box>
  );
}
