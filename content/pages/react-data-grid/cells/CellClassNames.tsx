import { Box } from '@mui/material';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

type Reading = {
  id: number;
  sensor: string;
  zone: string;
  temperature: number;
  humidity: number;
  battery: number;
};

const columns: GridColDef<Reading>[] = [
  { field: 'sensor', headerName: 'Sensor', width: 90 },
  { field: 'zone', headerName: 'Zone', flex: 1, minWidth: 120 },
  {
    field: 'temperature',
    headerName: 'Temp. (°C)',
    type: 'number',
    width: 110,
    // Column-level: only this column's cells are checked.
    cellClassName: (params: GridCellParams<Reading, number>) => {
      if (params.value == null) {
        return '';
      }
      return params.value > 8 ? 'reading--alert' : 'reading--ok';
    },
  },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 120 },
  { field: 'battery', headerName: 'Battery (%)', type: 'number', width: 110 },
];

const rows: Reading[] = [
  { id: 1, sensor: 'CL-01', zone: 'Cold room, dairy', temperature: 3.8, humidity: 71, battery: 88 },
  { id: 2, sensor: 'CL-02', zone: 'Cold room, produce', temperature: 6.1, humidity: 85, battery: 12 },
  { id: 3, sensor: 'CL-03', zone: 'Loading dock', temperature: 11.4, humidity: 64, battery: 57 },
  { id: 4, sensor: 'CL-04', zone: 'Freezer aisle', temperature: -18.2, humidity: 40, battery: 9 },
  { id: 5, sensor: 'CL-05', zone: 'Cold room, meat', temperature: 2.9, humidity: 78, battery: 73 },
  { id: 6, sensor: 'CL-06', zone: 'Staging area', temperature: 9.3, humidity: 68, battery: 95 },
];

export default function CellClassNames() {
  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        '& .reading--ok': { color: 'success.main' },
        '& .reading--alert': { color: 'error.main', fontWeight: 600 },
        '& .battery--low': { bgcolor: 'warning.light', color: 'warning.contrastText' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        // Grid-level: called for every cell.
        getCellClassName={(params: GridCellParams<Reading>) =>
          params.field === 'battery' && Number(params.value) < 15 ? 'battery--low' : ''
        }
        hideFooter
      />
    </Box>
  );
}
