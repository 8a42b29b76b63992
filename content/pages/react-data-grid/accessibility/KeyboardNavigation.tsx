import { Box, Typography } from '@mui/material';
import {
  DataGrid,
  GridFooterContainer,
  gridFocusCellSelector,
  gridFocusColumnHeaderSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { createEmployees, usd, type Employee } from '../shared/data';

const rows = createEmployees(25);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'country', headerName: 'Country', width: 110 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
];

// A footer rendered inside the grid, where the grid's state can be read.
function FocusFooter() {
  const apiRef = useGridApiContext();
  const cell = useGridSelector(apiRef, gridFocusCellSelector);
  const header = useGridSelector(apiRef, gridFocusColumnHeaderSelector);

  let text = 'Press Tab to move the focus into the grid, then use the arrow keys.';
  if (cell) {
    const column = apiRef.current.getColumn(cell.field);
    const row = apiRef.current.getRow<Employee>(cell.id);
    text = `Cell: ${column.headerName ?? cell.field} of ${row?.name ?? cell.id}`;
  } else if (header) {
    const column = apiRef.current.getColumn(header.field);
    text = `Column header: ${column.headerName ?? header.field}`;
  }

  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2" aria-live="polite" sx={{ color: 'text.secondary' }}>
        {text}
      </Typography>
    </GridFooterContainer>
  );
}

export default function KeyboardNavigation() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        label="Employees"
        checkboxSelection
        slots={{ footer: FocusFooter }}
      />
    </Box>
  );
}
