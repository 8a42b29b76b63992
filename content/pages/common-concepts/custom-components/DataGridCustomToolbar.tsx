import Box from '@mui/material/Box';
import { DataGrid, ExportCsv, Toolbar, ToolbarButton, type GridColDef } from '@mui/x-data-grid';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';

// Replaces the whole default toolbar: only a CSV export remains.
function CsvOnlyToolbar() {
  return (
    <Toolbar>
      <ExportCsv render={<ToolbarButton />} aria-label="Download as CSV">
        <FileDownloadOutlinedIcon fontSize="small" />
      </ExportCsv>
    </Toolbar>
  );
}

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', width: 180 },
  { field: 'city', headerName: 'City', width: 140 },
  { field: 'orders', headerName: 'Orders', type: 'number', width: 110 },
];

const rows = [
  { id: 1, name: 'Amara Okafor', city: 'Lagos', orders: 14 },
  { id: 2, name: 'Lucas Moreau', city: 'Lyon', orders: 9 },
  { id: 3, name: 'Mei Tanaka', city: 'Osaka', orders: 21 },
  { id: 4, name: 'Omar Haddad', city: 'Amman', orders: 6 },
];

export default function DataGridCustomToolbar() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar slots={{ toolbar: CsvOnlyToolbar }} />
    </Box>
  );
}
