import * as React from 'react';
import { Box, MenuItem, TextField } from '@mui/material';
import {
  DataGridPremium,
  type GridColDef,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';
import { createSales, usdRounded, type Sale } from '../pivoting/sales';

const rows = createSales([2025]);

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 140 },
  { field: 'productLine', headerName: 'Product line', width: 130 },
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

const functions = [
  { value: 'sum', label: 'Sum: the total' },
  { value: 'avg', label: 'Average: per record' },
  { value: 'min', label: 'Minimum: the weakest record' },
  { value: 'max', label: 'Maximum: the best record' },
];

export default function PivotValues() {
  const [aggFunc, setAggFunc] = React.useState('sum');

  const pivotModel = React.useMemo<GridPivotModel>(
    () => ({
      rows: [{ field: 'region' }],
      columns: [],
      values: [
        { field: 'units', aggFunc: 'sum' },
        { field: 'revenue', aggFunc },
      ],
    }),
    [aggFunc],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="Revenue function"
        value={aggFunc}
        onChange={(event) => setAggFunc(event.target.value)}
        sx={{ mb: 1.5, minWidth: 260 }}
      >
        {functions.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ height: 230 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          density="compact"
          pivotActive
          pivotModel={pivotModel}
        />
      </Box>
    </Box>
  );
}
