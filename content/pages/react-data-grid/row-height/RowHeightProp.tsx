import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../shared/data';

const rows = createEmployees(40);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

export default function RowHeightProp() {
  const [rowHeight, setRowHeight] = React.useState(36);

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={rowHeight}
        onChange={(_event, value: number | null) => value && setRowHeight(value)}
        aria-label="Row height"
        sx={{ mb: 1 }}
      >
        <ToggleButton value={36}>36 px</ToggleButton>
        <ToggleButton value={52}>52 px (default)</ToggleButton>
        <ToggleButton value={72}>72 px</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 380 }}>
        <DataGrid rows={rows} columns={columns} rowHeight={rowHeight} />
      </Box>
    </Box>
  );
}
