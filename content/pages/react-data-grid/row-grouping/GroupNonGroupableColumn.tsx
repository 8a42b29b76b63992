import { Box } from '@mui/material';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { createEmployees, type Employee } from '../shared/data';

const rows = createEmployees(60);

const columns: GridColDef<Employee>[] = [
  // Users can't group by department or remove that grouping: the app decides it.
  { field: 'department', headerName: 'Department', width: 130, groupable: false },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', width: 180 },
  { field: 'country', headerName: 'Country', width: 130 },
];

export default function GroupNonGroupableColumn() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['department'] },
          columns: { columnVisibilityModel: { department: false } },
        }}
      />
    </Box>
  );
}
