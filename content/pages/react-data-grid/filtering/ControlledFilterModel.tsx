import * as React from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import {
  DataGrid,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid';
import { DEPARTMENTS, createEmployees, type Employee } from '../shared/data';

const rows = createEmployees(40);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: [...DEPARTMENTS],
    width: 130,
  },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 80 },
];

export default function ControlledFilterModel() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'rating', operator: '>=', value: 4 }],
  });
  const [lastReason, setLastReason] = React.useState<string>('none yet');

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          onClick={() =>
            setFilterModel({
              items: [{ field: 'department', operator: 'is', value: 'Sales' }],
            })
          }
        >
          Sales only
        </Button>
        <Button
          size="small"
          onClick={() =>
            setFilterModel({
              items: [{ field: 'country', operator: 'startsWith', value: 'United' }],
            })
          }
        >
          Country starts with “United”
        </Button>
        <Button size="small" onClick={() => setFilterModel({ items: [] })}>
          Clear filters
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={(model, details) => {
            setFilterModel(model);
            setLastReason(details.reason ?? 'no reason given');
          }}
        />
      </Box>
      <Typography
        variant="body2"
        component="pre"
        sx={{ mt: 1, color: 'text.secondary', whiteSpace: 'pre-wrap' }}
      >
        {`filterModel: ${JSON.stringify(filterModel)}\nlast change reason: ${lastReason}`}
      </Typography>
    </Box>
  );
}
