import * as React from 'react';
import { Box, FormControlLabel, Stack, Switch } from '@mui/material';
import {
  DataGridPremium,
  type GridColDef,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';
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

export default function ControlledPivoting() {
  const [pivotActive, setPivotActive] = React.useState(true);
  const [pivotModel, setPivotModel] = React.useState<GridPivotModel>({
    rows: [{ field: 'region' }],
    columns: [{ field: 'year', sort: 'asc' }],
    values: [
      { field: 'units', aggFunc: 'sum' },
      { field: 'revenue', aggFunc: 'avg' },
    ],
  });
  const showQuarters = pivotModel.columns.some((column) => column.field === 'quarter');

  const toggleQuarters = (checked: boolean) => {
    setPivotModel((previous) => ({
      ...previous,
      columns: checked
        ? [...previous.columns, { field: 'quarter', sort: 'asc' }]
        : previous.columns.filter((column) => column.field !== 'quarter'),
    }));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={pivotActive}
              onChange={(event) => setPivotActive(event.target.checked)}
            />
          }
          label="Pivot"
        />
        <FormControlLabel
          control={
            <Switch
              checked={showQuarters}
              onChange={(event) => toggleQuarters(event.target.checked)}
            />
          }
          label="Split years into quarters"
        />
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          showToolbar
          pivotActive={pivotActive}
          onPivotActiveChange={setPivotActive}
          pivotModel={pivotModel}
          onPivotModelChange={setPivotModel}
        />
      </Box>
    </Box>
  );
}
