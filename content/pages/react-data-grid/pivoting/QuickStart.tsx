import { Box } from '@mui/material';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { createSales, usdRounded, type Sale } from './sales';

const rows = createSales([2024, 2025]);

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 140 },
  { field: 'productLine', headerName: 'Product line', width: 130 },
  { field: 'year', headerName: 'Year', width: 80 },
  { field: 'quarter', headerName: 'Quarter', width: 90 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => usdRounded.format(value),
  },
];

// Nothing pivot-specific: the toolbar's Pivot button is all users need.
export default function QuickStart() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} showToolbar />
    </Box>
  );
}
