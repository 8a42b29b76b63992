import * as React from 'react';
import { Box, Button, FormControlLabel, Switch, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createRandom } from '../shared/data';

interface Sensor {
  id: number;
  name: string;
  location: string;
  /** Temperature readings of the last 24 hours, one every 30 minutes. */
  history: number[];
  heartbeats: number;
}

const SENSORS = [
  ['Cold room A', 'Warehouse 1'],
  ['Cold room B', 'Warehouse 1'],
  ['Freezer 1', 'Warehouse 2'],
  ['Freezer 2', 'Warehouse 2'],
  ['Loading dock', 'Warehouse 2'],
  ['Packing area', 'Warehouse 3'],
  ['Server closet', 'Head office'],
  ['Greenhouse', 'Garden center'],
] as const;

const random = createRandom(31);
const initialRows: Sensor[] = SENSORS.map(([name, location], index) => {
  let reading = 2 + index * 3;
  return {
    id: index + 1,
    name,
    location,
    history: Array.from({ length: 48 }, () => {
      reading += random.next() - 0.5;
      return Math.round(reading * 10) / 10;
    }),
    heartbeats: 0,
  };
});

const WIDTH = 150;
const HEIGHT = 32;

// Draws the readings as a line: the kind of work that adds up over many cells.
function TemperatureChart({
  values,
  renders,
}: {
  values: number[];
  renders: React.RefObject<number>;
}) {
  renders.current += 1;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const points = values
    .map((value, index) => {
      const x = (index / (values.length - 1)) * WIDTH;
      const y = HEIGHT - ((value - min) / (max - min || 1)) * HEIGHT;
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      sx={{ width: WIDTH, height: HEIGHT, color: 'primary.main', overflow: 'visible' }}
    >
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth={1.5} />
    </Box>
  );
}

// Skips rendering when `values` and `renders` are the same as last time.
const MemoizedTemperatureChart = React.memo(TemperatureChart);

/** Reads a counter kept outside React state, a few times per second. */
function CallCount({ label, counter }: { label: string; counter: React.RefObject<number> }) {
  const [value, setValue] = React.useState(0);
  React.useEffect(() => {
    const timer = setInterval(() => setValue(counter.current), 250);
    return () => clearInterval(timer);
  }, [counter]);
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {label}: <strong>{value}</strong>
    </Typography>
  );
}

export default function MemoizedCell() {
  const [rows, setRows] = React.useState(initialRows);
  const [memoized, setMemoized] = React.useState(true);
  const renders = React.useRef(0);

  const columns = React.useMemo<GridColDef<Sensor>[]>(() => {
    const Chart = memoized ? MemoizedTemperatureChart : TemperatureChart;
    return [
      { field: 'name', headerName: 'Sensor', flex: 1, minWidth: 130 },
      { field: 'location', headerName: 'Location', width: 130 },
      {
        field: 'history',
        headerName: 'Last 24 hours',
        width: 180,
        sortable: false,
        filterable: false,
        display: 'flex',
        // Pass the values the chart needs, not the whole `params` object,
        // which is a new object every time the cell renders.
        renderCell: (params) => <Chart values={params.row.history} renders={renders} />,
      },
      { field: 'heartbeats', headerName: 'Heartbeats', type: 'number', width: 110 },
    ];
  }, [memoized]);

  // Every row gets a new object, but keeps the same `history` array.
  const receiveHeartbeat = () =>
    setRows((previous) =>
      previous.map((row) => ({ ...row, heartbeats: row.heartbeats + 1 })),
    );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 1 }}>
        <FormControlLabel
          control={
            <Switch
              checked={memoized}
              onChange={(event) => setMemoized(event.target.checked)}
            />
          }
          label="Wrap the chart in React.memo"
        />
        <Button variant="outlined" size="small" onClick={receiveHeartbeat}>
          Receive a heartbeat
        </Button>
        <CallCount label="Chart renders" counter={renders} />
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
