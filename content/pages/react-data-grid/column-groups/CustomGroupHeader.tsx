import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ThermostatIcon from '@mui/icons-material/Thermostat';
import AirIcon from '@mui/icons-material/Air';
import {
  DataGrid,
  type GridColDef,
  type GridColumnGroupHeaderParams,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid';

type StationDay = {
  id: number;
  station: string;
  tempMin: number;
  tempMax: number;
  windAvg: number;
  windGust: number;
};

const rows: StationDay[] = [
  {
    id: 1,
    station: 'Harbour pier',
    tempMin: 11.2,
    tempMax: 17.8,
    windAvg: 24,
    windGust: 51,
  },
  {
    id: 2,
    station: 'Airport',
    tempMin: 9.6,
    tempMax: 19.4,
    windAvg: 18,
    windGust: 39,
  },
  {
    id: 3,
    station: 'City park',
    tempMin: 12.1,
    tempMax: 20.3,
    windAvg: 9,
    windGust: 22,
  },
  {
    id: 4,
    station: 'Hill observatory',
    tempMin: 6.8,
    tempMax: 14.9,
    windAvg: 31,
    windGust: 67,
  },
  {
    id: 5,
    station: 'River lock',
    tempMin: 10.4,
    tempMax: 18.6,
    windAvg: 15,
    windGust: 33,
  },
];

const columns: GridColDef<StationDay>[] = [
  { field: 'station', headerName: 'Station', width: 160 },
  { field: 'tempMin', headerName: 'Min', type: 'number', width: 90 },
  { field: 'tempMax', headerName: 'Max', type: 'number', width: 90 },
  { field: 'windAvg', headerName: 'Average', type: 'number', width: 100 },
  { field: 'windGust', headerName: 'Gusts', type: 'number', width: 100 },
];

function GroupHeader(
  props: GridColumnGroupHeaderParams & { icon: React.ReactNode; unit: string },
) {
  const { headerName, icon, unit } = props;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {icon}
      <Typography variant="body2" sx={{ fontWeight: 'medium' }}>
        {headerName}
      </Typography>
      <Typography variant="caption" dir="ltr" sx={{ color: 'text.secondary' }}>
        {unit}
      </Typography>
    </Stack>
  );
}

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'temperature',
    headerName: 'Temperature',
    headerClassName: 'weather-group',
    children: [{ field: 'tempMin' }, { field: 'tempMax' }],
    renderHeaderGroup: (params) => (
      <GroupHeader
        {...params}
        icon={<ThermostatIcon fontSize="small" />}
        unit="°C"
      />
    ),
  },
  {
    groupId: 'wind',
    headerName: 'Wind',
    headerClassName: 'weather-group',
    children: [{ field: 'windAvg' }, { field: 'windGust' }],
    renderHeaderGroup: (params) => (
      <GroupHeader {...params} icon={<AirIcon fontSize="small" />} unit="km/h" />
    ),
  },
];

export default function CustomGroupHeader() {
  return (
    <Box
      sx={{
        height: 360,
        width: '100%',
        '& .weather-group': { bgcolor: 'action.hover' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        hideFooter
      />
    </Box>
  );
}
