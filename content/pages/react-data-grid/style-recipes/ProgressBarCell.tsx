import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

interface Warehouse {
  id: number;
  site: string;
  manager: string;
  /** Pallet positions in use, as a percentage of the capacity. */
  utilization: number;
  pallets: number;
}

const rows: Warehouse[] = [
  { id: 1, site: 'Atlanta, hall A', manager: 'Rosa Garcia', utilization: 92, pallets: 4600 },
  { id: 2, site: 'Atlanta, hall B', manager: 'Omar Farah', utilization: 67, pallets: 2400 },
  { id: 3, site: 'Denver', manager: 'Keiko Tanaka', utilization: 38, pallets: 3200 },
  { id: 4, site: 'Portland', manager: 'Sven Lind', utilization: 81, pallets: 2800 },
  { id: 5, site: 'Toronto, north', manager: 'Priya Iyer', utilization: 99, pallets: 1500 },
  { id: 6, site: 'Toronto, south', manager: 'Jonas Keller', utilization: 54, pallets: 1900 },
  { id: 7, site: 'Monterrey', manager: 'Dalia Haddad', utilization: 12, pallets: 2100 },
];

function UtilizationCell({ value }: GridRenderCellParams<Warehouse, number>) {
  if (value == null) {
    return null;
  }
  let color: 'success' | 'warning' | 'error' = 'success';
  if (value >= 90) {
    color = 'error';
  } else if (value >= 75) {
    color = 'warning';
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, width: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={value}
        color={color}
        aria-label="Capacity used"
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <Box
        component="span"
        sx={{
          minWidth: '4ch',
          textAlign: 'end',
          fontVariantNumeric: 'tabular-nums',
          // Keeps "92 %" in this order in right-to-left pages.
          unicodeBidi: 'plaintext',
        }}
      >
        {value} %
      </Box>
    </Box>
  );
}

const columns: GridColDef<Warehouse>[] = [
  { field: 'site', headerName: 'Site', flex: 1, minWidth: 120 },
  { field: 'manager', headerName: 'Manager', width: 130 },
  { field: 'pallets', headerName: 'Capacity', type: 'number', width: 90 },
  {
    field: 'utilization',
    headerName: 'Utilization',
    type: 'number',
    width: 200,
    // Center the bar vertically in the cell.
    display: 'flex',
    align: 'left',
    headerAlign: 'left',
    renderCell: (params) => <UtilizationCell {...params} />,
  },
];

export default function ProgressBarCell() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter disableRowSelectionOnClick />
    </Box>
  );
}
