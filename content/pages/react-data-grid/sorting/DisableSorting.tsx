import * as React from 'react';
import { Box, FormControlLabel, Switch } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, usd, type Employee } from '../shared/data';

const rows = createEmployees(30);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function DisableSorting() {
  const [disabled, setDisabled] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disabled}
            onChange={(event) => setDisabled(event.target.checked)}
          />
        }
        label="Disable sorting from the headers and column menus"
      />
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          disableColumnSorting={disabled}
          // The initial sort still applies while the UI is disabled.
          initialState={{
            sorting: { sortModel: [{ field: 'salary', sort: 'desc' }] },
          }}
        />
      </Box>
    </Box>
  );
}
