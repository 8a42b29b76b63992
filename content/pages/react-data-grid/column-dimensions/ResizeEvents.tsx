import * as React from 'react';
import { Box, Typography } from '@mui/material';
import { DataGrid, type GridColDef, type GridColumnResizeParams } from '@mui/x-data-grid';
import { createEmployees, usd, type Employee } from '../shared/data';

const rows = createEmployees(20);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 150, minWidth: 120, maxWidth: 260 },
  { field: 'role', headerName: 'Role', width: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  {
    field: 'salary',
    headerName: 'Salary (fixed)',
    type: 'number',
    width: 130,
    resizable: false,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function ResizeEvents() {
  const [dragging, setDragging] = React.useState<string>('');
  const [committed, setCommitted] = React.useState<string>('');

  const describe = (params: GridColumnResizeParams) =>
    `${params.colDef.headerName ?? params.colDef.field}: ${Math.round(params.width)} px`;

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onColumnResize={(params) => setDragging(describe(params))}
          onColumnWidthChange={(params) => setCommitted(describe(params))}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        onColumnResize (while dragging): {dragging || '–'}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        onColumnWidthChange (new width): {committed || '–'}
      </Typography>
    </Box>
  );
}
