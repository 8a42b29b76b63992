import * as React from 'react';
import { Box, Typography } from '@mui/material';
import { DataGrid, type GridColDef, type GridEventListener } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../shared/data';

const rows = createEmployees(12);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 220 },
  { field: 'department', headerName: 'Department', width: 130 },
];

export default function CellEvents() {
  const [message, setMessage] = React.useState('Click, double-click or type in a cell.');

  const handleCellClick: GridEventListener<'cellClick'> = (params) => {
    setMessage(`Clicked ${params.field} of row ${params.id}: "${params.formattedValue}"`);
  };

  const handleCellDoubleClick: GridEventListener<'cellDoubleClick'> = (params) => {
    setMessage(`Double-clicked ${params.field} of row ${params.id}`);
  };

  const handleCellKeyDown: GridEventListener<'cellKeyDown'> = (params, event) => {
    if (event.key === 'c' && (event.ctrlKey || event.metaKey)) {
      setMessage(`Copy shortcut on ${params.field} of row ${params.id}`);
    } else if (event.key.length === 1) {
      setMessage(`Key "${event.key}" pressed in ${params.field} of row ${params.id}`);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onCellClick={handleCellClick}
          onCellDoubleClick={handleCellDoubleClick}
          onCellKeyDown={handleCellKeyDown}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {message}
      </Typography>
    </Box>
  );
}
