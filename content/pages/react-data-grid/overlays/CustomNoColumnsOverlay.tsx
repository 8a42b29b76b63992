import { Box, Button, Stack, Typography } from '@mui/material';
import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import {
  DataGrid,
  GridOverlay,
  GridPreferencePanelsValue,
  useGridApiContext,
  type GridColDef,
  type GridColumnVisibilityModel,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../shared/data';

const rows = createEmployees(20);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 160 },
  { field: 'country', headerName: 'Country', width: 130 },
];

const defaultView: GridColumnVisibilityModel = {};
const everythingHidden: GridColumnVisibilityModel = {
  name: false,
  department: false,
  role: false,
  country: false,
};

function NoVisibleColumnsOverlay() {
  const apiRef = useGridApiContext();

  return (
    <GridOverlay>
      <ViewColumnOutlinedIcon sx={{ fontSize: 40, color: 'text.secondary' }} />
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 500 }}>
        Every column of this view is hidden
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="contained"
          onClick={() => apiRef.current.setColumnVisibilityModel(defaultView)}
        >
          Restore default view
        </Button>
        <Button
          size="small"
          onClick={() =>
            apiRef.current.showPreferences(GridPreferencePanelsValue.columns)
          }
        >
          Pick columns
        </Button>
      </Stack>
    </GridOverlay>
  );
}

export default function CustomNoColumnsOverlay() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ columns: { columnVisibilityModel: everythingHidden } }}
        slots={{ noColumnsOverlay: NoVisibleColumnsOverlay }}
      />
    </Box>
  );
}
