import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowIdGetter } from '@mui/x-data-grid';

// Stock levels per product and warehouse: neither field is unique on its own.
type StockLevel = { sku: string; warehouse: string; name: string; stock: number };

const rows: StockLevel[] = [
  {
    sku: 'TE-0001',
    warehouse: 'Denver',
    name: 'Ridgeline 2-person tent',
    stock: 14,
  },
  {
    sku: 'TE-0001',
    warehouse: 'Portland',
    name: 'Ridgeline 2-person tent',
    stock: 6,
  },
  { sku: 'BA-0002', warehouse: 'Denver', name: 'Trailhead 30 L daypack', stock: 21 },
  {
    sku: 'BA-0002',
    warehouse: 'Toronto',
    name: 'Trailhead 30 L daypack',
    stock: 40,
  },
  { sku: 'LI-0006', warehouse: 'Atlanta', name: 'Beacon 400 headlamp', stock: 95 },
];

const getRowId: GridRowIdGetter<StockLevel> = (row) => `${row.sku}@${row.warehouse}`;

const columns: GridColDef<StockLevel>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'warehouse', headerName: 'Warehouse', width: 110 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 80 },
];

export default function CompositeRowId() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowId={getRowId}
        checkboxSelection
        hideFooter
      />
    </Box>
  );
}
