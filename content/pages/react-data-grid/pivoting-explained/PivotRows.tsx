import * as React from 'react';
import { Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
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
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => usdRounded.format(value),
  },
];

// Each choice is a list of row fields, outermost first.
const choices: Record<string, string[]> = {
  region: ['region'],
  regionThenLine: ['region', 'productLine'],
  lineThenRegion: ['productLine', 'region'],
};

export default function PivotRows() {
  const [choice, setChoice] = React.useState('regionThenLine');

  const pivotModel = React.useMemo<GridPivotModel>(
    () => ({
      rows: choices[choice]!.map((field) => ({ field })),
      columns: [],
      values: [{ field: 'revenue', aggFunc: 'sum' }],
    }),
    [choice],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={choice}
        onChange={(_event, next: string | null) => next && setChoice(next)}
        sx={{ mb: 1, flexWrap: 'wrap' }}
      >
        <ToggleButton value="region">Region</ToggleButton>
        <ToggleButton value="regionThenLine">Region › Product line</ToggleButton>
        <ToggleButton value="lineThenRegion">Product line › Region</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          density="compact"
          pivotActive
          pivotModel={pivotModel}
          defaultGroupingExpansionDepth={1}
        />
      </Box>
    </Box>
  );
}
