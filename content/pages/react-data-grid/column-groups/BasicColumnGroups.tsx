import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../shared/data';

const rows = createEmployees(30);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 130 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 190 },
  { field: 'department', headerName: 'Department', width: 110 },
  { field: 'role', headerName: 'Role', width: 140 },
  { field: 'active', headerName: 'Active', type: 'boolean', width: 80 },
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
    children: [{ field: 'department' }, { field: 'role' }],
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
