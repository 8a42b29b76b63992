import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createProducts, usd, type Product } from '../shared/data';

// Products 5 to 14 of the shared data; product 8 is discontinued.
const rows = createProducts(14).slice(4);

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 90 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 160 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
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
    cellClassName: (params) =>
      params.row.discontinued ? 'product-discontinued' : '',
  },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 70 },
  { field: 'warehouse', headerName: 'Warehouse', width: 100 },
];

export default function ConditionalColumnSpanning() {
  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        '& .product-discontinued': { textAlign: 'center' },
      }}
    >
      <DataGrid rows={rows} columns={columns} showCellVerticalBorder hideFooter />
    </Box>
  );
}
