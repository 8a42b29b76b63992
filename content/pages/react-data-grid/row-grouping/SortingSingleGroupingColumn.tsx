import { Box } from '@mui/material';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { createEmployees, usd, type Employee } from '../shared/data';

const rows = createEmployees(80);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 180 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
];

export default function SortingSingleGroupingColumn() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        defaultGroupingExpansionDepth={2}
        initialState={{
          rowGrouping: { model: ['department', 'role'] },
          sorting: {
            sortModel: [
              // Departments and roles in alphabetical order…
              { field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'asc' },
              // …and the best-paid employees first in each role.
              { field: 'salary', sort: 'desc' },
            ],
          },
        }}
      />
    </Box>
  );
}
