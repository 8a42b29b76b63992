import { Box } from '@mui/material';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { createEmployees, usd, type Employee } from '../shared/data';

const rows = createEmployees(60);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'role', headerName: 'Role', width: 170 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 110,
    // Group rows have no salary of their own.
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
];

export default function BasicRowGrouping() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['department'] },
        }}
      />
    </Box>
  );
}
