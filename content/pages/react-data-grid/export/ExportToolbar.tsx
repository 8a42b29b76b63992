import { Box } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createProducts, usd, type Product } from '../shared/data';

const rows = createProducts(40);

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
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
];

export default function ExportToolbar() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          toolbar: {
            csvOptions: {
              fileName: 'product-catalog',
              delimiter: ';',
              utf8WithBom: true,
            },
            printOptions: { hideFooter: true, hideToolbar: true },
          },
        }}
      />
    </Box>
  );
}
