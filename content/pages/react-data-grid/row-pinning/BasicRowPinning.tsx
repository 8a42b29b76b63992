import { Box } from '@mui/material';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { createProducts, usd } from '../shared/data';

type Row = {
  id: number | string;
  sku: string;
  name: string;
  category: string;
  stock: number;
  value: number;
};

const rows: Row[] = createProducts(30).map((product) => ({
  id: product.id,
  sku: product.sku,
  name: product.name,
  category: product.category,
  stock: product.stock,
  value: product.stock * product.price,
}));

const totals: Row = {
  id: 'totals',
  sku: '',
  name: 'All products',
  category: '',
  stock: rows.reduce((sum, row) => sum + row.stock, 0),
  value: rows.reduce((sum, row) => sum + row.value, 0),
};

const target: Row = {
  id: 'target',
  sku: '',
  name: 'Quarterly stock target',
  category: '',
  stock: 2000,
  value: 150000,
};

const columns: GridColDef<Row>[] = [
  { field: 'sku', headerName: 'SKU', width: 90 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'category', headerName: 'Category', width: 100 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 90 },
  {
    field: 'value',
    headerName: 'Stock value',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function BasicRowPinning() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        pinnedRows={{ top: [target], bottom: [totals] }}
        sx={{ '& .MuiDataGrid-pinnedRows .MuiDataGrid-cell': { fontWeight: 600 } }}
      />
    </Box>
  );
}
