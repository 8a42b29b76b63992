import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowIdGetter } from '@mui/x-data-grid';

type StockItem = { sku: string; name: string; warehouse: string; stock: number };

// These rows come from an inventory API that identifies items by SKU, not by `id`.
const rows: StockItem[] = [
  {
    sku: 'TE-0001',
    name: 'Ridgeline 2-person tent',
    warehouse: 'Denver',
    stock: 14,
  },
  {
    sku: 'BA-0002',
    name: 'Trailhead 30 L daypack',
    warehouse: 'Portland',
    stock: 52,
  },
  {
    sku: 'FO-0003',
    name: 'Switchback trail runner',
    warehouse: 'Atlanta',
    stock: 0,
  },
  {
    sku: 'CL-0004',
    name: 'Stormshell rain jacket',
    warehouse: 'Toronto',
    stock: 31,
  },
  { sku: 'CO-0005', name: 'Pocket canister stove', warehouse: 'Denver', stock: 77 },
];

// Defined outside the component, so its reference never changes.
const getRowId: GridRowIdGetter<StockItem> = (row) => row.sku;

const columns: GridColDef<StockItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'warehouse', headerName: 'Warehouse', width: 130 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90 },
];

export default function CustomRowId() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} getRowId={getRowId} hideFooter />
    </Box>
  );
}
