import { Box } from '@mui/material';
import {
  DataGridPremium,
  type DataGridPremiumProps,
  type GridColDef,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';
import { createSales, usdRounded, type Sale } from './sales';

const rows = createSales([2025]);

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 140 },
  { field: 'productLine', headerName: 'Product line', width: 130 },
  { field: 'quarter', headerName: 'Quarter', width: 90 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => usdRounded.format(value),
  },
];

// A copy of the revenue, offered to the pivot panel only, so that the same
// figures can be aggregated twice: once summed, once as the best quarter.
const getPivotDerivedColumns: DataGridPremiumProps['getPivotDerivedColumns'] = (
  column,
) => {
  if (column.field !== 'revenue') {
    return undefined;
  }
  return [
    {
      field: 'revenue-copy',
      headerName: 'Best quarter',
      type: 'number',
      width: 120,
      valueGetter: (_value, row: Sale) => row.revenue,
      valueFormatter: (value: number) => usdRounded.format(value),
    },
  ];
};

const pivotModel: GridPivotModel = {
  rows: [{ field: 'productLine' }],
  columns: [{ field: 'region', sort: 'asc' }],
  values: [
    { field: 'revenue', aggFunc: 'sum' },
    { field: 'revenue-copy', aggFunc: 'max' },
  ],
};

export default function FieldUsedTwice() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        getPivotDerivedColumns={getPivotDerivedColumns}
        initialState={{ pivoting: { model: pivotModel, enabled: true } }}
      />
    </Box>
  );
}
