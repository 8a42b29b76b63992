import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../shared/data';

const rows = createEmployees(12);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 170 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
];

export default function BorderlessGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        disableColumnResize
        disableRowSelectionOnClick
        sx={{
          border: 0,
          [`& .${gridClasses.columnSeparator}`]: { display: 'none' },
          [`& .${gridClasses.columnHeaderTitle}`]: { color: 'text.secondary' },
          // Hide the focus ring after a click, keep it for keyboard users.
          [`& .${gridClasses.cell}:focus, & .${gridClasses.columnHeader}:focus`]: {
            outline: 'none',
          },
          [`& .${gridClasses.cell}:focus-visible, & .${gridClasses.columnHeader}:focus-visible`]:
            {
              outline: '2px solid',
              outlineColor: 'primary.main',
              outlineOffset: '-2px',
            },
        }}
      />
    </Box>
  );
}
