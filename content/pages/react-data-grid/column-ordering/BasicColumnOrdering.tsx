import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridColumnOrderChangeParams,
} from '@mui/x-data-grid-pro';
import { createEmployees, usd, type Employee } from '../shared/data';

const rows = createEmployees(40);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 180 },
  { field: 'country', headerName: 'Country', width: 130 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function BasicColumnOrdering() {
  const [lastMove, setLastMove] = React.useState('Drag a column header to move it.');

  const handleColumnOrderChange = (params: GridColumnOrderChangeParams) => {
    setLastMove(
      `Moved "${params.column.headerName}" from position ${params.oldIndex + 1} to ${params.targetIndex + 1}.`,
    );
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          onColumnOrderChange={handleColumnOrderChange}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {lastMove}
      </Typography>
    </Box>
  );
}
