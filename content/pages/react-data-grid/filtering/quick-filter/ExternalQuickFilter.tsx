import * as React from 'react';
import { Box, Chip, Stack, TextField } from '@mui/material';
import {
  DataGrid,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../../shared/data';

const rows = createEmployees(60);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'role', headerName: 'Role', width: 170 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'country', headerName: 'Country', width: 120 },
];

const suggestions = ['analyst', 'manager', 'Canada', 'Support'];

export default function ExternalQuickFilter() {
  const [search, setSearch] = React.useState('');

  // Derived from the text field: the grid re-filters only when the words change.
  const filterModel = React.useMemo<GridFilterModel>(
    () => ({
      items: [],
      quickFilterValues: search.split(' ').filter((word) => word !== ''),
    }),
    [search],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label="Search people"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ width: 220 }}
        />
        {suggestions.map((word) => (
          <Chip key={word} label={word} size="small" onClick={() => setSearch(word)} />
        ))}
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          // The text field is the only way to filter this grid.
          disableColumnFilter
        />
      </Box>
    </Box>
  );
}
