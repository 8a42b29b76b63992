import * as React from 'react';
import { Box, FormControlLabel, Switch } from '@mui/material';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { createEmployees, type Employee } from '../shared/data';

const rows = createEmployees(60);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 170 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 80 },
];

export default function RowGroupingColumnMode() {
  const [multiple, setMultiple] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={multiple}
            onChange={(event) => setMultiple(event.target.checked)}
          />
        }
        label="One grouping column per criterion"
      />
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          rowGroupingColumnMode={multiple ? 'multiple' : 'single'}
          defaultGroupingExpansionDepth={1}
          initialState={{ rowGrouping: { model: ['department', 'role'] } }}
        />
      </Box>
    </Box>
  );
}
