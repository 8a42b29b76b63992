import * as React from 'react';
import { Box, Slider, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../shared/data';

const allEmployees = createEmployees(30);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 150 },
  { field: 'country', headerName: 'Country', width: 110 },
];

export default function MaxHeightGrid() {
  const [count, setCount] = React.useState(4);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="max-height-rows" variant="body2" sx={{ color: 'text.secondary' }}>
        Rows: {count}
      </Typography>
      <Slider
        aria-labelledby="max-height-rows"
        value={count}
        min={0}
        max={allEmployees.length}
        onChange={(_, value) => setCount(value as number)}
        sx={{ maxWidth: 320, mb: 1 }}
      />
      {/* Grows with its rows up to 360 px, then scrolls. */}
      <Box sx={{ display: 'flex', flexDirection: 'column', maxHeight: 360 }}>
        <DataGrid
          rows={allEmployees.slice(0, count)}
          columns={columns}
          hideFooter
        />
      </Box>
    </Box>
  );
}
