import * as React from 'react';
import { Box, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, usd, type Employee } from '../shared/data';

const rows = createEmployees(25);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 160 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function RowAndCellEvents() {
  const [hoveredId, setHoveredId] = React.useState<number | null>(null);
  const [hoveredField, setHoveredField] = React.useState<string | null>(null);

  const employee = rows.find((row) => row.id === hoveredId);
  const column = columns.find((col) => col.field === hoveredField);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          slotProps={{
            // Spread on every row: the row element carries its id in `data-id`.
            row: {
              onMouseEnter: (event) =>
                setHoveredId(Number(event.currentTarget.dataset.id)),
              onMouseLeave: () => setHoveredId(null),
            },
            // Spread on every cell: the cell element carries its field in `data-field`.
            cell: {
              onMouseEnter: (event) =>
                setHoveredField(event.currentTarget.dataset.field ?? null),
              onMouseLeave: () => setHoveredField(null),
            },
          }}
        />
      </Box>
      <Typography
        variant="body2"
        sx={{ mt: 1, minHeight: '1.5em', color: 'text.secondary' }}
      >
        {employee
          ? `${employee.name}, ${employee.role} in ${employee.country}${column ? ` · column: ${column.headerName}` : ''}`
          : 'Point at a row.'}
      </Typography>
    </Box>
  );
}
