import { Box } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { DataGrid, type GridColDef, type GridRowClassNameParams } from '@mui/x-data-grid';
import { createProducts, usd, type Product } from '../shared/data';

const rows = createProducts(30);

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 90 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 170 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 90 },
  { field: 'discontinued', headerName: 'Discontinued', type: 'boolean', width: 110 },
];

function getRowClassName({ row }: GridRowClassNameParams<Product>) {
  if (row.discontinued) {
    return 'product--discontinued';
  }
  if (row.stock === 0) {
    return 'product--sold-out';
  }
  return '';
}

export default function HighlightRows() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={getRowClassName}
        sx={(theme) => ({
          '& .product--discontinued': { color: 'text.disabled', fontStyle: 'italic' },
          '& .product--sold-out': {
            bgcolor: alpha(theme.palette.error.main, 0.12),
            '&:hover': { bgcolor: alpha(theme.palette.error.main, 0.2) },
          },
        })}
      />
    </Box>
  );
}
