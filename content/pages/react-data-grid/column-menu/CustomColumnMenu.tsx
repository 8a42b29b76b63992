import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColumnMenuContainer,
  GridColumnMenuFilterItem,
  GridColumnMenuSortItem,
  type GridColDef,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';

type Reading = {
  id: number;
  sensor: string;
  location: string;
  temperature: number;
  humidity: number;
  battery: number;
};

const columns: GridColDef<Reading>[] = [
  { field: 'sensor', headerName: 'Sensor', width: 90 },
  { field: 'location', headerName: 'Location', flex: 1, minWidth: 120 },
  {
    field: 'temperature',
    headerName: 'Temp. (°C)',
    type: 'number',
    width: 110,
    description: 'Air temperature at the last reading',
  },
  {
    field: 'humidity',
    headerName: 'Humidity (%)',
    type: 'number',
    width: 120,
    description: 'Relative humidity at the last reading',
  },
  { field: 'battery', headerName: 'Battery (%)', type: 'number', width: 110 },
];

const rows: Reading[] = [
  {
    id: 1,
    sensor: 'TH-101',
    location: 'Cold room A',
    temperature: 3.8,
    humidity: 71,
    battery: 92,
  },
  {
    id: 2,
    sensor: 'TH-102',
    location: 'Cold room B',
    temperature: 4.4,
    humidity: 68,
    battery: 45,
  },
  {
    id: 3,
    sensor: 'TH-201',
    location: 'Loading dock',
    temperature: 16.2,
    humidity: 54,
    battery: 77,
  },
  {
    id: 4,
    sensor: 'TH-202',
    location: 'Packing area',
    temperature: 19.5,
    humidity: 47,
    battery: 18,
  },
  {
    id: 5,
    sensor: 'TH-301',
    location: 'Office',
    temperature: 21.3,
    humidity: 41,
    battery: 88,
  },
  {
    id: 6,
    sensor: 'TH-302',
    location: 'Server closet',
    temperature: 24.9,
    humidity: 35,
    battery: 63,
  },
];

// A menu built from scratch: a heading with the column description,
// then only the sort and filter items.
function SensorColumnMenu(props: GridColumnMenuProps) {
  const { hideMenu, colDef, ...other } = props;

  return (
    <GridColumnMenuContainer hideMenu={hideMenu} colDef={colDef} {...other}>
      <Box sx={{ px: 2, py: 1, maxWidth: 260 }}>
        <Typography variant="subtitle2">{colDef.headerName}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {colDef.description ?? 'No description'}
        </Typography>
      </Box>
      <Divider />
      <GridColumnMenuSortItem onClick={hideMenu} colDef={colDef} />
      <GridColumnMenuFilterItem onClick={hideMenu} colDef={colDef} />
    </GridColumnMenuContainer>
  );
}

export default function CustomColumnMenu() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ columnMenu: SensorColumnMenu }}
      />
    </Box>
  );
}
