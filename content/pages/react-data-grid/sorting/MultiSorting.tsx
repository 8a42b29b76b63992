import * as React from 'react';
import { Box, FormControlLabel, Switch, Typography } from '@mui/material';
import { DataGridPro, type GridColDef, type GridSortModel } from '@mui/x-data-grid-pro';
import { createEmployees, usd, type Employee } from '../shared/data';

const rows = createEmployees(40);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 160 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function MultiSorting() {
  const [alwaysMultiple, setAlwaysMultiple] = React.useState(false);
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: 'department', sort: 'asc' },
    { field: 'salary', sort: 'desc' },
  ]);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={alwaysMultiple}
            onChange={(event) => setAlwaysMultiple(event.target.checked)}
          />
        }
        label="Add columns to the sort without a modifier key"
      />
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={(model) => setSortModel(model)}
          multipleColumnsSortingMode={alwaysMultiple ? 'always' : 'withModifierKey'}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Sorted by{' '}
        {sortModel.length
          ? sortModel.map((item) => `${item.field} (${item.sort})`).join(', then ')
          : 'nothing'}
      </Typography>
    </Box>
  );
}
