import * as React from 'react';
import { Box, MenuItem, Stack, TextField } from '@mui/material';
import {
  DataGridPremium,
  type GridAggregationModel,
  type GridColDef,
} from '@mui/x-data-grid-premium';
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
    // Empty in the aggregation row when the column isn't aggregated.
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 120 },
];

const functions = ['none', 'sum', 'avg', 'min', 'max', 'size'] as const;

export default function ControlledAggregation() {
  const [model, setModel] = React.useState<GridAggregationModel>({
    salary: 'sum',
  });

  const handleChange = (field: string, aggFunc: string) => {
    setModel((previous) => {
      const next = { ...previous };
      if (aggFunc === 'none') {
        delete next[field];
      } else {
        next[field] = aggFunc;
      }
      return next;
    });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        {(['salary', 'rating'] as const).map((field) => (
          <TextField
            key={field}
            select
            size="small"
            label={field === 'salary' ? 'Salary' : 'Rating'}
            value={model[field] ?? 'none'}
            onChange={(event) => handleChange(field, event.target.value)}
            sx={{ minWidth: 140 }}
          >
            {functions.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          aggregationModel={model}
          onAggregationModelChange={(newModel) => setModel(newModel)}
        />
      </Box>
    </Box>
  );
}
