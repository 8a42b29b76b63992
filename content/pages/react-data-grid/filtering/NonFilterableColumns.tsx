import { Box } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { DEPARTMENTS, createEmployees, type Employee } from '../shared/data';

const rows = createEmployees(40);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 130 },
  {
    field: 'active',
    headerName: 'Active',
    type: 'boolean',
    width: 90,
    filterable: false,
  },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: [...DEPARTMENTS],
    width: 130,
  },
  // Neither column is offered in the filter panel or has a Filter menu entry.
  { field: 'email', headerName: 'Email', width: 200, filterable: false },
];

export default function NonFilterableColumns() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
      />
    </Box>
  );
}
