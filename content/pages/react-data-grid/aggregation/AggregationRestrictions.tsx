import * as React from 'react';
import { Box, FormControlLabel, Switch } from '@mui/material';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { createEmployees, usd, type Employee } from '../shared/data';

const rows = createEmployees(50);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 150,
    // Sums and averages of salaries only: no min or max.
    availableAggregationFunctions: ['sum', 'avg'],
    valueFormatter: (value: number) => usd.format(value),
  },
  // An ID-like number that makes no sense to add up.
  {
    field: 'id',
    headerName: 'Badge',
    type: 'number',
    width: 100,
    aggregable: false,
  },
];

export default function AggregationRestrictions() {
  const [allRows, setAllRows] = React.useState(false);

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
          rows={rows}
          columns={columns}
          aggregationRowsScope={allRows ? 'all' : 'filtered'}
          initialState={{
            aggregation: { model: { salary: 'avg' } },
            filter: {
              filterModel: {
                items: [
                  {
                    field: 'department',
                    operator: 'equals',
                    value: 'Engineering',
                  },
                ],
              },
            },
          }}
        />
      </Box>
    </Box>
  );
}
