import { Box, Tooltip, Typography } from '@mui/material';
import { Thermostat, WaterDrop, Air } from '@mui/icons-material';
import { DataGrid, type GridColDef, type GridColumnHeaderParams } from '@mui/x-data-grid';

type Reading = {
  id: number;
  station: string;
  temperature: number;
  humidity: number;
  wind: number;
};

const units: Record<string, string> = { temperature: '°C', humidity: '%', wind: 'km/h' };

function MeasureHeader(props: { params: GridColumnHeaderParams<Reading>; icon: React.ReactNode }) {
  const { params, icon } = props;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      {icon}
      <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
        {params.colDef.headerName}
      </Typography>
      <Tooltip title={`Measured in ${units[params.field]}`}>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          ({units[params.field]})
        </Typography>
      </Tooltip>
    </Box>
  );
}

const columns: GridColDef<Reading>[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 130 },
  {
    field: 'temperature',
    headerName: 'Temp.',
    type: 'number',
    width: 140,
    renderHeader: (params) => (
      <MeasureHeader params={params} icon={<Thermostat fontSize="small" color="error" />} />
    ),
  },
  {
    field: 'humidity',
    headerName: 'Humidity',
    type: 'number',
    width: 140,
    renderHeader: (params) => (
      <MeasureHeader params={params} icon={<WaterDrop fontSize="small" color="info" />} />
    ),
  },
  {
    field: 'wind',
    headerName: 'Wind',
    type: 'number',
    width: 140,
    renderHeader: (params) => (
      <MeasureHeader params={params} icon={<Air fontSize="small" color="action" />} />
    ),
  },
];

const rows: Reading[] = [
  { id: 1, station: 'Bergen harbour', temperature: 8.4, humidity: 86, wind: 31 },
  { id: 2, station: 'Oslo Blindern', temperature: 5.1, humidity: 72, wind: 12 },
  { id: 3, station: 'Tromsø airport', temperature: -3.6, humidity: 79, wind: 24 },
  { id: 4, station: 'Stavanger Sola', temperature: 7.9, humidity: 81, wind: 40 },
];

export default function RenderHeaderDemo() {
  return (
    <Box sx={{ height: 290, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
