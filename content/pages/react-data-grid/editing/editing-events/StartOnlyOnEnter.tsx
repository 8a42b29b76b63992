import Box from '@mui/material/Box';
import {
  DataGrid,
  GridCellEditStartReasons,
  type GridColDef,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../../shared/data';

const rows = createEmployees(10);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 150, editable: true },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200, editable: true },
  { field: 'role', headerName: 'Role', width: 160, editable: true },
];

export default function StartOnlyOnEnter() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        onCellEditStart={(params, event) => {
          // Typing or Delete would replace the whole value: only allow Enter and double-click.
          if (
            params.reason === GridCellEditStartReasons.printableKeyDown ||
            params.reason === GridCellEditStartReasons.deleteKeyDown ||
            params.reason === GridCellEditStartReasons.pasteKeyDown
          ) {
            event.defaultMuiPrevented = true;
          }
        }}
      />
    </Box>
  );
}
