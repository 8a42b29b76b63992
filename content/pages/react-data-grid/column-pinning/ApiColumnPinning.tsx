import * as React from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import {
  DataGridPro,
  GridPinnedColumnPosition,
  useGridApiRef,
  type GridColDef,
  type GridPinnedColumnFields,
} from '@mui/x-data-grid-pro';

type Station = {
  id: number;
  station: string;
  region: string;
  temperature: number;
  humidity: number;
  wind: number;
  pressure: number;
  rainfall: number;
};

const columns: GridColDef<Station>[] = [
  { field: 'station', headerName: 'Station', width: 170 },
  { field: 'region', headerName: 'Region', width: 170 },
  { field: 'temperature', headerName: 'Temp. (°C)', type: 'number', width: 130 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 140 },
  { field: 'wind', headerName: 'Wind (km/h)', type: 'number', width: 130 },
  {
    field: 'pressure',
    headerName: 'Pressure (hPa)',
    type: 'number',
    width: 150,
    valueFormatter: (value: number) => String(value),
  },
  { field: 'rainfall', headerName: 'Rain (mm)', type: 'number', width: 120 },
];

const rows: Station[] = [
  {
    id: 1,
    station: 'Cape Point',
    region: 'Western Cape',
    temperature: 17.4,
    humidity: 81,
    wind: 38,
    pressure: 1014,
    rainfall: 2.1,
  },
  {
    id: 2,
    station: 'Sutherland',
    region: 'Northern Cape',
    temperature: 9.8,
    humidity: 42,
    wind: 22,
    pressure: 1021,
    rainfall: 0,
  },
  {
    id: 3,
    station: 'Durban Harbour',
    region: 'KwaZulu-Natal',
    temperature: 24.6,
    humidity: 74,
    wind: 17,
    pressure: 1012,
    rainfall: 5.4,
  },
  {
    id: 4,
    station: 'Upington',
    region: 'Northern Cape',
    temperature: 29.1,
    humidity: 19,
    wind: 12,
    pressure: 1009,
    rainfall: 0,
  },
  {
    id: 5,
    station: 'Mokopane',
    region: 'Limpopo',
    temperature: 26.3,
    humidity: 37,
    wind: 9,
    pressure: 1011,
    rainfall: 0.4,
  },
  {
    id: 6,
    station: 'Gqeberha',
    region: 'Eastern Cape',
    temperature: 19.7,
    humidity: 68,
    wind: 31,
    pressure: 1016,
    rainfall: 1.2,
  },
];

function describe(model: GridPinnedColumnFields) {
  const left = model.left?.join(', ') || 'none';
  const right = model.right?.join(', ') || 'none';
  return `Left: ${left} · Right: ${right}`;
}

export default function ApiColumnPinning() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState(describe({ left: ['station'] }));

  const toggleRainfall = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    if (api.isColumnPinned('rainfall')) {
      api.unpinColumn('rainfall');
    } else {
      api.pinColumn('rainfall', GridPinnedColumnPosition.RIGHT);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" onClick={toggleRainfall}>
          Toggle rain column
        </Button>
        <Button
          size="small"
          onClick={() =>
            apiRef.current?.pinColumn('region', GridPinnedColumnPosition.LEFT)
          }
        >
          Pin region left
        </Button>
        <Button
          size="small"
          onClick={() => apiRef.current?.setPinnedColumns({ left: ['station'] })}
        >
          Reset
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ pinnedColumns: { left: ['station'] } }}
          onPinnedColumnsChange={(model) => setSummary(describe(model))}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {summary}
      </Typography>
    </Box>
  );
}
