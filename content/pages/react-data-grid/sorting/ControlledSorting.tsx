import * as React from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../shared/data';

const rows = createEmployees(30);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 130 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'country', headerName: 'Country', width: 120 },
  {
    field: 'startDate',
    headerName: 'Started',
    type: 'date',
    width: 100,
  },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 80 },
];

export default function ControlledSorting() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: 'name', sort: 'asc' },
  ]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          onClick={() => setSortModel([{ field: 'startDate', sort: 'asc' }])}
        >
          Longest tenure first
        </Button>
        <Button
          size="small"
          onClick={() => setSortModel([{ field: 'rating', sort: 'desc' }])}
        >
          Best rated first
        </Button>
        <Button size="small" onClick={() => setSortModel([])}>
          Clear sorting
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={(model) => setSortModel(model)}
        />
      </Box>
      <Typography
        variant="body2"
        component="pre"
        sx={{ mt: 1, color: 'text.secondary', whiteSpace: 'pre-wrap' }}
      >
        sortModel: {JSON.stringify(sortModel)}
      </Typography>
    </Box>
  );
}
