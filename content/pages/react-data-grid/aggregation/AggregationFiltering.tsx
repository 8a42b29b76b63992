import * as React from 'react';
import { Box, FormControlLabel, Switch } from '@mui/material';
import {
  DataGridPremium,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid-premium';
import { createEmployees, usd, type Employee } from '../shared/data';

const rows = createEmployees(60);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 150,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function AggregationFiltering() {
  const [allRows, setAllRows] = React.useState(false);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['Engineering'],
  });
  const scope = allRows ? 'all' : 'filtered';

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={allRows}
            onChange={(event) => setAllRows(event.target.checked)}
          />
        }
        label="Aggregate all rows, including filtered-out ones"
      />
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          // The scope is read when the grid aggregates: remount to apply a new one at once.
          key={scope}
          rows={rows}
          columns={columns}
          showToolbar
          aggregationRowsScope={scope}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          initialState={{
            aggregation: { model: { name: 'size', salary: 'avg' } },
          }}
        />
      </Box>
    </Box>
  );
}
