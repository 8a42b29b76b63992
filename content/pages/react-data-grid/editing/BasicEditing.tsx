import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, DEPARTMENTS, usd, type Employee } from '../shared/data';

const rows = createEmployees(12);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 150, editable: true },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: [...DEPARTMENTS],
    width: 125,
    editable: true,
  },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 110,
    editable: true,
    valueFormatter: (value: number) => usd.format(value),
  },
  {
    field: 'startDate',
    headerName: 'Start date',
    type: 'date',
    width: 115,
    editable: true,
  },
  {
    field: 'active',
    headerName: 'Active',
    type: 'boolean',
    width: 80,
    editable: true,
  },
  // Not editable: `editable` defaults to false.
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 180 },
];

export default function BasicEditing() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
