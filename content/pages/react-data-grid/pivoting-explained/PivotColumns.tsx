import * as React from 'react';
import { Box, FormControlLabel, Switch } from '@mui/material';
import {
  DataGridPremium,
  type GridColDef,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';
import { createSales, usdRounded, type Sale } from '../pivoting/sales';

const rows = createSales([2024, 2025]);

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 140 },
  { field: 'productLine', headerName: 'Product line', width: 130 },
  { field: 'year', headerName: 'Year', width: 80 },
  { field: 'quarter', headerName: 'Quarter', width: 90 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usdRounded.format(value),
  },
];

export default function PivotColumns() {
  const [byQuarter, setByQuarter] = React.useState(true);

  const pivotModel = React.useMemo<GridPivotModel>(
    () => ({
      rows: [{ field: 'productLine' }],
      // Outermost first: one group per year, then one per quarter inside it.
      columns: byQuarter
        ? [
            { field: 'year', sort: 'desc' },
            { field: 'quarter', sort: 'asc' },
          ]
        : [{ field: 'year', sort: 'desc' }],
      values: [{ field: 'revenue', aggFunc: 'sum' }],
    }),
    [byQuarter],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={byQuarter} onChange={(event) => setByQuarter(event.target.checked)} />
        }
        label="Split each year into quarters"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 370 }}>
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
