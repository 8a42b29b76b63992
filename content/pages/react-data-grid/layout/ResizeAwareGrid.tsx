import * as React from 'react';
import { Box, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../shared/data';

const rows = createEmployees(50);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

export default function ResizeAwareGrid() {
  const [size, setSize] = React.useState<{ width: number; height: number } | null>(null);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Drag the corner of the frame to resize it. Last size reported by onResize:{' '}
        {size ? `${Math.round(size.width)} × ${Math.round(size.height)} px` : 'none yet'}
      </Typography>
      <Box
        sx={{
          height: 300,
          minHeight: 200,
          maxHeight: 600,
          width: '100%',
          minWidth: 280,
          maxWidth: '100%',
          resize: 'both',
          overflow: 'hidden',
          p: 0.5,
          border: 1,
          borderColor: 'divider',
          borderStyle: 'dashed',
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          onResize={(containerSize) => setSize(containerSize)}
        />
      </Box>
    </Box>
  );
}
