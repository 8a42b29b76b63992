import Box from '@mui/material/Box';
import {
  DataGrid,
  gridClasses,
  type GridCellParams,
  type GridColDef,
} from '@mui/x-data-grid';

interface RegionSales {
  id: number;
  region: string;
  q1: number;
  q2: number;
  q3: number;
  q4: number;
  target: number;
}

const QUARTERS = ['q1', 'q2', 'q3', 'q4'] as const;

const rows: RegionSales[] = [
  { id: 1, region: 'Pacific Northwest', q1: 182, q2: 205, q3: 231, q4: 214, target: 800 },
  { id: 2, region: 'California', q1: 412, q2: 398, q3: 377, q4: 455, target: 1700 },
  { id: 3, region: 'Mountain', q1: 96, q2: 121, q3: 143, q4: 88, target: 420 },
  { id: 4, region: 'Midwest', q1: 240, q2: 226, q3: 251, q4: 262, target: 1050 },
  { id: 5, region: 'Texas', q1: 301, q2: 288, q3: 265, q4: 279, target: 1200 },
  { id: 6, region: 'Southeast', q1: 188, q2: 214, q3: 199, q4: 236, target: 820 },
  { id: 7, region: 'Northeast', q1: 355, q2: 342, q3: 330, q4: 371, target: 1350 },
  { id: 8, region: 'Ontario', q1: 132, q2: 119, q3: 141, q4: 156, target: 600 },
];

const thousands = (value: number) => `$${value}k`;

const total = (row: RegionSales) => QUARTERS.reduce((sum, q) => sum + row[q], 0);

const columns: GridColDef<RegionSales>[] = [
  { field: 'region', headerName: 'Region', flex: 1, minWidth: 130 },
  ...QUARTERS.map(
    (quarter): GridColDef<RegionSales> => ({
      field: quarter,
      headerName: quarter.toUpperCase(),
      type: 'number',
      width: 75,
      valueFormatter: thousands,
    }),
  ),
  {
    field: 'versusTarget',
    headerName: 'vs target',
    type: 'number',
    width: 95,
    valueGetter: (_value, row) => Math.round(((total(row) - row.target) / row.target) * 1000) / 10,
    valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(1)} %`,
    // Column level: the class depends on this cell's own value.
    cellClassName: ({ value }: GridCellParams<RegionSales, number>) => {
      if (value == null || value === 0) {
        return '';
      }
      return value > 0 ? 'sales-cell--ahead' : 'sales-cell--behind';
    },
  },
];

// Grid level: compares a cell with the other cells of its row.
function getCellClassName({ field, row }: GridCellParams<RegionSales>) {
  if (!(QUARTERS as readonly string[]).includes(field)) {
    return '';
  }
  const best = Math.max(...QUARTERS.map((quarter) => row[quarter]));
  return row[field as (typeof QUARTERS)[number]] === best ? 'sales-cell--best' : '';
}

export default function ConditionalCells() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getCellClassName={getCellClassName}
        hideFooter
        sx={(theme) => ({
          '& .sales-cell--best': {
            fontWeight: 700,
            bgcolor: theme.alpha((theme.vars || theme).palette.primary.main, 0.1),
          },
          // Keeps "+4.0 %" in this order in right-to-left pages.
          [`& .${gridClasses['cell--textRight']}`]: { unicodeBidi: 'plaintext' },
          // Darker shades read better on light backgrounds, lighter ones on dark.
          '& .sales-cell--ahead': {
            color: 'success.dark',
            ...theme.applyStyles('dark', { color: 'success.light' }),
          },
          '& .sales-cell--behind': {
            color: 'error.dark',
            ...theme.applyStyles('dark', { color: 'error.light' }),
          },
        })}
      />
    </Box>
  );
}
