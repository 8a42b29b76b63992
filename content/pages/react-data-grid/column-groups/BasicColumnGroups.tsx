import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid';
import { createEmployees, usd, type Employee } from '../shared/data';

const rows = createEmployees(30);

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'email', headerName: 'Email', width: 240 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 180 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => usd.format(value),
  },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'contact',
    headerName: 'Contact',
    children: [{ field: 'name' }, { field: 'email' }],
  },
  {
    groupId: 'position',
    headerName: 'Position',
    children: [{ field: 'department' }, { field: 'role' }, { field: 'salary' }],
  },
];

export default function BasicColumnGroups() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
      />
    </Box>
  );
}
