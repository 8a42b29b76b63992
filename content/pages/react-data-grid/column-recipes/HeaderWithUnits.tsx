import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridColumnHeaderParams,
} from '@mui/x-data-grid';

type Reading = {
  id: number;
  sensor: string;
  temperature: number;
  pressure: number;
  windSpeed: number;
  rainfall: number;
};

const rows: Reading[] = [
  {
    id: 1,
    sensor: 'North gate',
    temperature: 14.2,
    pressure: 1013.4,
    windSpeed: 18,
    rainfall: 0.2,
  },
  {
    id: 2,
    sensor: 'Rooftop',
    temperature: 12.8,
    pressure: 1012.9,
    windSpeed: 27,
    rainfall: 0,
  },
  {
    id: 3,
    sensor: 'Greenhouse',
    temperature: 22.5,
    pressure: 1013.1,
    windSpeed: 2,
    rainfall: 0,
  },
  {
    id: 4,
    sensor: 'Car park',
    temperature: 15.1,
    pressure: 1013.6,
    windSpeed: 14,
    rainfall: 0.4,
  },
  {
    id: 5,
    sensor: 'Riverside',
    temperature: 13.6,
    pressure: 1014.0,
    windSpeed: 21,
    rainfall: 1.1,
  },
];

// A reusable header: the column name with its unit on a second line.
function renderHeaderWithUnit(unit: string) {
  return function HeaderWithUnit(params: GridColumnHeaderParams<Reading>) {
    return (
      <Box sx={{ lineHeight: 1.2, py: 0.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 'medium' }}>
          {params.colDef.headerName}
        </Typography>
        <Typography variant="caption" dir="ltr" sx={{ color: 'text.secondary' }}>
          {unit}
        </Typography>
      </Box>
    );
  };
}

function measure(
  field: keyof Reading,
  headerName: string,
  unit: string,
): GridColDef<Reading> {
  return {
    field,
    headerName,
    type: 'number',
    width: 105,
    valueFormatter: (value: number) =>
      value.toLocaleString('en-US', { maximumFractionDigits: 1 }),
    renderHeader: renderHeaderWithUnit(unit),
  };
}

const columns: GridColDef<Reading>[] = [
  { field: 'sensor', headerName: 'Sensor', width: 120 },
  measure('temperature', 'Temperature', '°C'),
  measure('pressure', 'Pressure', 'hPa'),
  measure('windSpeed', 'Wind speed', 'km/h'),
  measure('rainfall', 'Rainfall', 'mm, last hour'),
];

export default function HeaderWithUnits() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} columnHeaderHeight={64} hideFooter />
    </Box>
  );
}
