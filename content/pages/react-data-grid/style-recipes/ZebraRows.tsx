import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, usd, type Employee } from '../shared/data';

const rows = createEmployees(40);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 130 },
  { field: 'department', headerName: 'Department', width: 110 },
  { field: 'role', headerName: 'Role', width: 140 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function ZebraRows() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[25, 50]}
        getRowClassName={({ indexRelativeToCurrentPage }) =>
          indexRelativeToCurrentPage % 2 === 1 ? 'employee-row--odd' : ''
        }
        sx={{
          // The stripes replace the lines between rows.
          [`& .${gridClasses.cell}`]: { borderTopColor: 'transparent' },
          '& .employee-row--odd': { bgcolor: 'action.hover' },
          // action.hover is also the grid's hover color: use a stronger shade,
          // on pointer devices only, so that the hovered row still stands out.
          '@media (hover: hover)': {
            [`& .${gridClasses.row}:not(.Mui-selected):hover`]: { bgcolor: 'action.selected' },
          },
        }}
      />
    </Box>
  );
}
