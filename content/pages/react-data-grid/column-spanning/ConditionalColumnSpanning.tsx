import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createProducts, usd, type Product } from '../shared/data';

const rows = createProducts(24);

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    // Discontinued products show one message across Price, Stock and Warehouse.
    colSpan: (_value, row) => (row.discontinued ? 3 : undefined),
    renderCell: (params) =>
      params.row.discontinued ? (
        <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
          Discontinued: no longer sold or stocked
        </Box>
      ) : (
        usd.format(params.value)
      ),
    cellClassName: (params) => (params.row.discontinued ? 'product-discontinued' : ''),
  },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90 },
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

export default function ConditionalColumnSpanning() {
  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        '& .product-discontinued': { justifyContent: 'center' },
      }}
    >
      <DataGrid rows={rows} columns={columns} showCellVerticalBorder />
    </Box>
  );
}
