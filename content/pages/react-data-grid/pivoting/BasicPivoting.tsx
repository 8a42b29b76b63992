import { Box } from '@mui/material';
import {
  DataGridPremium,
  type GridColDef,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';
import { createSales, usdRounded, type Sale } from './sales';

const rows = createSales([2025]);

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 140 },
  { field: 'productLine', headerName: 'Product line', width: 130 },
  { field: 'quarter', headerName: 'Quarter', width: 100 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => usdRounded.format(value),
  },
];

const pivotModel: GridPivotModel = {
  rows: [{ field: 'productLine' }],
  columns: [{ field: 'region', sort: 'asc' }],
  values: [{ field: 'revenue', aggFunc: 'sum' }],
};

export default function BasicPivoting() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{ pivoting: { model: pivotModel, enabled: true } }}
      />
    </Box>
  );
}
