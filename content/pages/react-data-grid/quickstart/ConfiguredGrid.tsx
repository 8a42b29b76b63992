import { Box } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, usd, type Employee } from '../shared/data';

const rows = createEmployees(60);

const dateFormatter = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeZone: 'UTC',
});

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
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
    width: 130,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'active', headerName: 'Active', type: 'boolean', width: 80 },
];

export default function ConfiguredGrid() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        label="Employees"
        showToolbar
        checkboxSelection
        disableRowSelectionOnClick
        initialState={{
          sorting: { sortModel: [{ field: 'name', sort: 'asc' }] },
          pagination: { paginationModel: { pageSize: 10 } },
        }}
        pageSizeOptions={[10, 25, 50]}
      />
    </Box>
  );
}
