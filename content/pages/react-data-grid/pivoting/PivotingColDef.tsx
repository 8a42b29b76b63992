import { Box } from '@mui/material';
import {
  DataGridPremium,
  type DataGridPremiumProps,
  type GridColDef,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';
import { createSales, usdRounded, type Sale } from './sales';

const rows = createSales([2024, 2025]);

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 140 },
  { field: 'productLine', headerName: 'Product line', width: 130 },
  { field: 'year', headerName: 'Year', width: 80 },
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
  columns: [{ field: 'year', sort: 'desc' }],
  values: [
    { field: 'units', aggFunc: 'sum' },
    { field: 'revenue', aggFunc: 'sum' },
  ],
};

// Narrow unit columns, wide revenue columns, and a tooltip naming the year.
const pivotingColDef: DataGridPremiumProps['pivotingColDef'] = (
  field,
  columnGroupPath,
) => ({
  width: field === 'units' ? 90 : 140,
  description: `${field === 'units' ? 'Units sold' : 'Revenue'} in ${columnGroupPath.join(' ')}`,
});

export default function PivotingColDef() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        pivotingColDef={pivotingColDef}
        initialState={{ pivoting: { model: pivotModel, enabled: true } }}
      />
    </Box>
  );
}
