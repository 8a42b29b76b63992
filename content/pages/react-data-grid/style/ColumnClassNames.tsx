import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridCellParams,
  type GridColDef,
  type GridColumnHeaderParams,
} from '@mui/x-data-grid';
import { createProducts, usd, type Product } from '../shared/data';

const rows = createProducts(24);

// One function for every header: editable columns get a class of their own.
const headerClassName = ({ colDef }: GridColumnHeaderParams) =>
  colDef.editable ? 'inventory-header--editable' : '';

const baseColumns: GridColDef<Product>[] = [
  // A string: the same class on every cell of the column.
  { field: 'sku', headerName: 'SKU', width: 90, cellClassName: 'inventory-cell--code' },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 150, editable: true },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 90,
    editable: true,
    valueFormatter: (value: number) => usd.format(value),
  },
  {
    field: 'stock',
    headerName: 'Stock',
    type: 'number',
    width: 80,
    editable: true,
    // A function: a class that depends on the cell's value.
    cellClassName: ({ value }: GridCellParams<Product, number>) => {
      if (value === 0) {
        return 'inventory-cell--out';
      }
      return value != null && value < 15 ? 'inventory-cell--low' : '';
    },
  },
  { field: 'warehouse', headerName: 'Warehouse', width: 100 },
];

const columns = baseColumns.map((column) => ({ ...column, headerClassName }));

export default function ColumnClassNames() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        sx={(theme) => ({
          '& .inventory-header--editable': {
            bgcolor: theme.alpha((theme.vars || theme).palette.primary.main, 0.08),
            color: 'primary.main',
          },
          '& .inventory-cell--code': {
            fontFamily: 'monospace',
            color: 'text.secondary',
          },
          '& .inventory-cell--low': { color: 'warning.main', fontWeight: 600 },
          '& .inventory-cell--out': { color: 'error.main', fontWeight: 600 },
        })}
      />
    </Box>
  );
}
