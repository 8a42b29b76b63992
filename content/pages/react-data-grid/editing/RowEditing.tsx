import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createProducts, PRODUCT_CATEGORIES, usd, WAREHOUSES, type Product } from '../shared/data';

const rows = createProducts(12);

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200, editable: true },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: [...PRODUCT_CATEGORIES],
    width: 130,
    editable: true,
  },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    editable: true,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90, editable: true },
  {
    field: 'warehouse',
    headerName: 'Warehouse',
    type: 'singleSelect',
    valueOptions: [...WAREHOUSES],
    width: 120,
    editable: true,
  },
];

export default function RowEditing() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} editMode="row" />
    </Box>
  );
}
