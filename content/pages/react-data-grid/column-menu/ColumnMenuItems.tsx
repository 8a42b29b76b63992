import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColumnMenu,
  type GridColDef,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import { createEmployees, usd, type Employee } from '../shared/data';

const rows = createEmployees(40);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 150 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 150 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => usd.format(value),
  },
];

// Filtering stays in the toolbar: the menu keeps sorting and the columns items,
// with the columns items moved to the top.
function CompactColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuFilterItem: null }}
      slotProps={{ columnMenuColumnsItem: { displayOrder: 0 } }}
    />
  );
}

export default function ColumnMenuItems() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slots={{ columnMenu: CompactColumnMenu }}
      />
    </Box>
  );
}
