import { Box, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { Employee } from '../shared/data';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'country', headerName: 'Country', width: 140 },
];

const noEmployees: Employee[] = [];

export default function OverlayHeight() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%' }}>
      <div>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
          Default: the empty body is two rows tall
        </Typography>
        <Box sx={{ display: 'flex', flexDirection: 'column' }}>
          <DataGrid rows={noEmployees} columns={columns} hideFooter />
        </Box>
      </div>
      <div>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
          With <code>--DataGrid-overlayHeight: 200px</code>
        </Typography>
        <Box sx={{ display: 'flex', flexDirection: 'column' }}>
          <DataGrid
            rows={noEmployees}
            columns={columns}
            hideFooter
            sx={{ '--DataGrid-overlayHeight': '200px' }}
          />
        </Box>
      </div>
    </Box>
  );
}
