import type { GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../shared/data';

export const employees: Employee[] = createEmployees(40);

export const employeeColumns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 180, editable: true },
  { field: 'country', headerName: 'Country', width: 140 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    editable: true,
    valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`,
  },
];
