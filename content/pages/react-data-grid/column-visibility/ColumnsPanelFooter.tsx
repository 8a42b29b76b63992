import * as React from 'react';
import { Box, FormControlLabel, FormGroup, Switch } from '@mui/material';
import {
  DataGrid,
  GridPreferencePanelsValue,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';
import { createEmployees, usd, type Employee } from '../shared/data';

const rows = createEmployees(20);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'email', headerName: 'Email', width: 240 },
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

export default function ColumnsPanelFooter() {
  const apiRef = useGridApiRef();
  const [disableShowHideToggle, setDisableShowHideToggle] = React.useState(true);
  const [disableResetButton, setDisableResetButton] = React.useState(false);

  // Clicking a switch closes the panel: open it again to show the new footer.
  React.useEffect(() => {
    apiRef.current?.showPreferences(GridPreferencePanelsValue.columns);
  }, [apiRef, disableShowHideToggle, disableResetButton]);

  return (
    <Box sx={{ width: '100%' }}>
      <FormGroup row>
        <FormControlLabel
          control={
            <Switch
              checked={disableShowHideToggle}
              onChange={(event) => setDisableShowHideToggle(event.target.checked)}
            />
          }
          label="disableShowHideToggle"
        />
        <FormControlLabel
          control={
            <Switch
              checked={disableResetButton}
              onChange={(event) => setDisableResetButton(event.target.checked)}
            />
          }
          label="disableResetButton"
        />
      </FormGroup>
      <Box sx={{ height: 440 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          showToolbar
          initialState={{ columns: { columnVisibilityModel: { email: false } } }}
          slotProps={{
            columnsManagement: { disableShowHideToggle, disableResetButton },
          }}
        />
      </Box>
    </Box>
  );
}
