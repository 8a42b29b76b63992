import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridColumnVisibilityModel,
} from '@mui/x-data-grid';
import { createEmployees, usd, type Employee } from '../shared/data';

const rows = createEmployees(30);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 120, hideable: false },
  { field: 'email', headerName: 'Email', width: 120 },
  { field: 'department', headerName: 'Department', width: 100 },
  { field: 'role', headerName: 'Role', width: 100 },
  { field: 'country', headerName: 'Country', width: 100 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => usd.format(value),
  },
];

// The columns users may hide, read from the definitions (not from the API,
// which isn't available while this component renders for the first time).
const optionalColumns = columns.filter((column) => column.hideable !== false);

export default function ColumnsFromApi() {
  const apiRef = useGridApiRef();
  // Mirrors the grid's model, which stays uncontrolled: the columns panel
  // and the checkboxes below both change it.
  const [visibility, setVisibility] = React.useState<GridColumnVisibilityModel>({});

  const fitToContent = () => {
    apiRef.current?.autosizeColumns({ includeHeaders: true, includeOutliers: true });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        useFlexGap
        sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}
      >
        {optionalColumns.map(({ field, headerName }) => (
          <FormControlLabel
            key={field}
            label={headerName}
            control={
              <Checkbox
                size="small"
                checked={visibility[field] !== false}
                onChange={(event) =>
                  apiRef.current?.setColumnVisibility(field, event.target.checked)
                }
              />
            }
          />
        ))}
        <Button size="small" variant="outlined" onClick={fitToContent}>
          Fit columns to content
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onColumnVisibilityModelChange={setVisibility}
        />
      </Box>
    </Box>
  );
}
