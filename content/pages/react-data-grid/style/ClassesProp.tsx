import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, usd, type Employee } from '../shared/data';

const rows = createEmployees(20);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 130 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'role', headerName: 'Role', width: 160 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function ClassesProp() {
  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        // A stylesheet of your own: here the parent's sx, in an app often a CSS module.
        '& .staff-header': { color: 'text.secondary' },
        '& .staff-header--sorted': { color: 'primary.main' },
        '& .staff-cell': { fontVariantNumeric: 'tabular-nums' },
        '& .staff-footer': { bgcolor: 'action.hover' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        classes={{
          columnHeader: 'staff-header',
          'columnHeader--sorted': 'staff-header--sorted',
          cell: 'staff-cell',
          footerContainer: 'staff-footer',
        }}
        initialState={{ sorting: { sortModel: [{ field: 'salary', sort: 'desc' }] } }}
      />
    </Box>
  );
}
