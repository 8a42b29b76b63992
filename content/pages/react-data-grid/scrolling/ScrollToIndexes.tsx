import * as React from 'react';
import { Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import {
  DataGrid,
  gridExpandedSortedRowIdsSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';
import { createEmployees, usd, type Employee } from '../shared/data';

const rows = createEmployees(100);

const dateFormatter = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeZone: 'UTC',
});

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', type: 'number', width: 70 },
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'email', headerName: 'Email', width: 260 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 180 },
  { field: 'country', headerName: 'Country', width: 140 },
  {
    field: 'startDate',
    headerName: 'Started',
    type: 'date',
    width: 130,
    valueFormatter: (value: Date) => dateFormatter.format(value),
  },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

export default function ScrollToIndexes() {
  const apiRef = useGridApiRef();
  const [rowIndex, setRowIndex] = React.useState('75');
  const [colIndex, setColIndex] = React.useState(7);

  const goTo = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    // The ids of the rows as displayed: sorted, filtered, groups expanded.
    const displayedIds = gridExpandedSortedRowIdsSelector(apiRef);
    const index = Number(rowIndex);
    const rowId = displayedIds[index];
    if (!Number.isInteger(index) || rowId === undefined) {
      return;
    }
    api.scrollToIndexes({ rowIndex: index, colIndex });
    api.setCellFocus(rowId, columns[colIndex]!.field);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <TextField
          size="small"
          label="Row index"
          value={rowIndex}
          onChange={(event) => setRowIndex(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ width: 110 }}
        />
        <TextField
          select
          size="small"
          label="Column"
          value={colIndex}
          onChange={(event) => setColIndex(Number(event.target.value))}
          sx={{ minWidth: 140 }}
        >
          {columns.map((column, index) => (
            <MenuItem key={column.field} value={index}>
              {column.headerName}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" size="small" onClick={goTo}>
          Scroll and focus
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
