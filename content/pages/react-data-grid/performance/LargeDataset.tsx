import { Box, Typography } from '@mui/material';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { createEmployees, createRandom, usd, type Employee } from '../shared/data';

const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

interface TimesheetRow extends Employee {
  /** Hours logged in each month of the year, January first. */
  hours: number[];
}

// Generated once, when the module loads, from seeded generators: the same rows on the
// server and in the browser, and no work on later renders.
const random = createRandom(2025);
const rows: TimesheetRow[] = createEmployees(10000).map((employee) => ({
  ...employee,
  hours: MONTHS.map(() => random.int(120, 184)),
}));

const dateFormatter = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeZone: 'UTC',
});

const columns: GridColDef<TimesheetRow>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'role', headerName: 'Role', width: 170 },
  { field: 'country', headerName: 'Country', width: 130 },
  {
    field: 'startDate',
    headerName: 'Start date',
    type: 'date',
    width: 120,
    valueFormatter: (value: Date) => dateFormatter.format(value),
  },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 80 },
  { field: 'active', headerName: 'Active', type: 'boolean', width: 80 },
  // Twelve month columns read their value from the `hours` array: a cheap getter.
  ...MONTHS.map(
    (month, index): GridColDef<TimesheetRow> => ({
      field: `hours${month}`,
      headerName: month,
      type: 'number',
      width: 75,
      valueGetter: (_value, row) => row.hours[index],
    }),
  ),
];

const count = new Intl.NumberFormat('en-US');

export default function LargeDataset() {
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        This grid holds {count.format(rows.length)} rows × {columns.length} columns,{' '}
        {count.format(rows.length * columns.length)} cells; only those in view are in
        the page.
      </Typography>
      <Box sx={{ height: 440 }}>
        <DataGridPro rows={rows} columns={columns} showToolbar />
      </Box>
    </Box>
  );
}
