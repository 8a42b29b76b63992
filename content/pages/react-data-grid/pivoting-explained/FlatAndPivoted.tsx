import { Box, Typography } from '@mui/material';
import {
  DataGridPremium,
  type GridColDef,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';
import { createSales, usdRounded, type Sale } from '../pivoting/sales';

// Two quarters of one year keep the flat table short enough to read.
const rows = createSales([2025]).filter(
  (sale) => sale.quarter === 'Q1' || sale.quarter === 'Q2',
);

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

const pivotModel: GridPivotModel = {
  rows: [{ field: 'productLine' }],
  columns: [{ field: 'quarter', sort: 'asc' }],
  values: [{ field: 'revenue', aggFunc: 'sum' }],
};

export default function FlatAndPivoted() {
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        Flat: one row per region, product line and quarter ({rows.length} rows)
      </Typography>
      <Box sx={{ height: 300, mb: 3 }}>
        <DataGridPremium rows={rows} columns={columns} density="compact" />
      </Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        Pivoted: product lines as rows, quarters as columns, revenue summed
      </Typography>
      <Box sx={{ height: 300 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          density="compact"
          initialState={{ pivoting: { model: pivotModel, enabled: true } }}
        />
      </Box>
    </Box>
  );
}
