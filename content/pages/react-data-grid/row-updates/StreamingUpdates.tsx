import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridRowModelUpdate,
} from '@mui/x-data-grid-pro';
import { createRandom } from '../shared/data';

type Sensor = {
  id: number;
  name: string;
  temperature: number;
  humidity: number;
  updates: number;
};

const SENSOR_NAMES = [
  'Cold room A',
  'Cold room B',
  'Freezer 1',
  'Freezer 2',
  'Loading dock',
  'Packing area',
  'Office',
  'Server closet',
  'Greenhouse',
  'Rooftop',
];

const initialRows: Sensor[] = SENSOR_NAMES.map((name, index) => ({
  id: index + 1,
  name,
  temperature: 4 + index * 2,
  humidity: 40 + index * 3,
  updates: 0,
}));

const columns: GridColDef<Sensor>[] = [
  { field: 'name', headerName: 'Sensor', flex: 1, minWidth: 150 },
  {
    field: 'temperature',
    headerName: 'Temp. (°C)',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => value.toFixed(1),
  },
  {
    field: 'humidity',
    headerName: 'Humidity (%)',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => value.toFixed(0),
  },
  { field: 'updates', headerName: 'Updates', type: 'number', width: 100 },
];

export default function StreamingUpdates() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(false);
  const [throttleMs, setThrottleMs] = React.useState(500);

  // The feed's own copy of the latest readings. The grid may hold older values
  // while it throttles, so new readings are computed from this copy.
  const latest = React.useRef(new Map(initialRows.map((row) => [row.id, row])));

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const random = createRandom(42);
    // Every 50 ms, three sensors report a new reading.
    const timer = setInterval(() => {
      const updates: GridRowModelUpdate[] = [];
      for (let i = 0; i < 3; i += 1) {
        const previous = latest.current.get(random.int(1, SENSOR_NAMES.length))!;
        const reading: Sensor = {
          ...previous,
          temperature: previous.temperature + (random.next() - 0.5),
          humidity: Math.min(
            100,
            Math.max(0, previous.humidity + (random.next() - 0.5) * 2),
          ),
          updates: previous.updates + 1,
        };
        latest.current.set(reading.id, reading);
        updates.push(reading);
      }
      apiRef.current?.updateRows(updates);
    }, 50);
    return () => clearInterval(timer);
  }, [running, apiRef]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={3}
        sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Button
          size="small"
          variant="outlined"
          onClick={() => setRunning((value) => !value)}
        >
          {running ? 'Stop the feed' : 'Start the feed'}
        </Button>
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', minWidth: 280 }}
        >
          <Typography
            variant="body2"
            id="throttle-label"
            sx={{ whiteSpace: 'nowrap' }}
          >
            throttleRowsMs: {throttleMs}
          </Typography>
          <Slider
            size="small"
            value={throttleMs}
            onChange={(_event, value) => setThrottleMs(value as number)}
            min={0}
            max={2000}
            step={100}
            aria-labelledby="throttle-label"
          />
        </Stack>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={initialRows}
          columns={columns}
          throttleRowsMs={throttleMs}
          initialState={{
            sorting: { sortModel: [{ field: 'temperature', sort: 'desc' }] },
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
