import { Box } from '@mui/material';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { DEPARTMENTS, createEmployees, type Employee } from '../../shared/data';

const rows = createEmployees(80);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  // Users can't filter on this column, but the application's filter below applies.
  { field: 'active', headerName: 'Active', type: 'boolean', width: 80, filterable: false },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: [...DEPARTMENTS],
    width: 120,
  },
  { field: 'role', headerName: 'Role', width: 170 },
];

export default function ReadOnlyFilter() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 'active-only', field: 'active', operator: 'is', value: true },
                { id: 'department', field: 'department', operator: 'is', value: 'Support' },
              ],
            },
          },
        }}
      />
    </Box>
  );
}
