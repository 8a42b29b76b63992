import { Box } from '@mui/material';
import {
  DataGridPremium,
  gridClasses,
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
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => usdRounded.format(value),
  },
];

// 2 years × 4 quarters × 2 values: 16 value columns, far wider than the page.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'productLine' }],
  columns: [
    { field: 'year', sort: 'asc' },
    { field: 'quarter', sort: 'asc' },
  ],
  values: [
    { field: 'units', aggFunc: 'sum' },
    { field: 'revenue', aggFunc: 'sum' },
  ],
};

const group = `.${gridClasses['columnHeader--filledGroup']}`;

export default function StickyColumnGroups() {
  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        // `clip` cuts like `hidden` without creating a scroll container,
        // so the label can stick to the edge of the grid's scroll area.
        [`& .${gridClasses.columnHeaders} ${group}.${gridClasses['columnHeader--last']}`]: {
          overflow: 'clip',
        },
        [`& ${group} .${gridClasses.columnHeaderTitleContainer}`]: { overflow: 'clip' },
        [`& ${group} .${gridClasses.columnHeaderTitleContainerContent}`]: {
          position: 'sticky',
          left: 10,
        },
      }}
    >
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ pivoting: { model: pivotModel, enabled: true } }}
      />
    </Box>
  );
}
