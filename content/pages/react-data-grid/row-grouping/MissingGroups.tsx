import { Box } from '@mui/material';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { createEmployees, type Employee } from '../shared/data';

// Every eighth employee works remotely and has no office.
const rows = createEmployees(48).map((employee) => ({
  ...employee,
  office: employee.id % 8 === 0 ? null : employee.country,
}));

type Row = Employee & { office: string | null };

const columns: GridColDef<Row>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'office', headerName: 'Office', width: 140 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 170 },
];

export default function MissingGroups() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        density="compact"
        initialState={{ rowGrouping: { model: ['office'] } }}
      />
    </Box>
  );
}
