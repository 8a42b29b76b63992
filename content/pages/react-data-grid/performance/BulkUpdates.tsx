import * as React from 'react';
import {
  Box,
  Button,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridInitialState,
} from '@mui/x-data-grid-pro';
import { createRandom } from '../shared/data';

interface Quote {
  id: string;
  company: string;
  sector: string;
  open: number;
  price: number;
  updates: number;
}

const PREFIXES = ['Alder', 'Birch', 'Cedar', 'Delta', 'Ember', 'Fjord', 'Granite', 'Harbor', 'Iris', 'Juniper'];
const SECTORS = ['Robotics', 'Foods', 'Energy', 'Logistics', 'Health', 'Media', 'Capital', 'Paper', 'Software', 'Telecom'];

const seed = createRandom(97);
const initialRows: Quote[] = PREFIXES.flatMap((prefix) =>
  SECTORS.map((sector) => {
    const open = seed.int(800, 40000) / 100;
    return {
      id: `${prefix.slice(0, 3)}${sector[0]}`.toUpperCase(),
      company: `${prefix} ${sector}`,
      sector,
      open,
      price: open,
      updates: 0,
    };
  }),
);

const price = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 2,
  signDisplay: 'exceptZero',
});

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Symbol', width: 90 },
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 150 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => price.format(value),
  },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 100,
    valueGetter: (_value, row) => row.price / row.open - 1,
    valueFormatter: (value: number) => percent.format(value),
    cellClassName: (params) =>
      params.value > 0 ? 'quote-up' : params.value < 0 ? 'quote-down' : '',
  },
  { field: 'updates', headerName: 'Updates', type: 'number', width: 90 },
];

// Defined outside the component: an inline object would be a new prop on every render.
const initialState: GridInitialState = {
  sorting: { sortModel: [{ field: 'change', sort: 'desc' }] },
};

type Mode = 'bulk' | 'single';
const QUOTES_PER_TICK = 25;

export default function BulkUpdates() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(false);
  const [mode, setMode] = React.useState<Mode>('bulk');
  const [throttleMs, setThrottleMs] = React.useState(0);
  const [stats, setStats] = React.useState({ changes: 0, calls: 0, passes: 0 });

  // The feed's own copy of the prices: new prices are computed from it, not from the grid.
  const latest = React.useRef(new Map(initialRows.map((row) => [row.id, row])));
  const counts = React.useRef({ changes: 0, calls: 0, passes: 0 });

  // `rowsSet` fires each time the grid has rebuilt its rows (then sorts and filters them).
  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('rowsSet', () => {
        counts.current.passes += 1;
      }),
    [apiRef],
  );

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const random = createRandom(counts.current.changes + 1);
    const timer = setInterval(() => {
      const changes: Quote[] = [];
      for (let i = 0; i < QUOTES_PER_TICK; i += 1) {
        const quote = initialRows[random.int(0, initialRows.length - 1)]!;
        const previous = latest.current.get(quote.id)!;
        const next = {
          ...previous,
          price: Math.max(0.01, previous.price * (1 + (random.next() - 0.5) / 100)),
          updates: previous.updates + 1,
        };
        latest.current.set(next.id, next);
        changes.push(next);
      }
      if (mode === 'bulk') {
        apiRef.current?.updateRows(changes);
        counts.current.calls += 1;
      } else {
        changes.forEach((change) => apiRef.current?.updateRows([change]));
        counts.current.calls += changes.length;
      }
      counts.current.changes += changes.length;
      setStats({ ...counts.current });
    }, 250);
    return () => clearInterval(timer);
  }, [running, mode, apiRef]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 1 }}>
        <Button
          variant="contained"
          size="small"
          onClick={() => setRunning((value) => !value)}
        >
          {running ? 'Stop prices' : 'Start prices'}
        </Button>
        <TextField
          select
          size="small"
          label="Send changes"
          value={mode}
          onChange={(event) => setMode(event.target.value as Mode)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="bulk">25 rows per call</MenuItem>
          <MenuItem value="single">One row per call</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="throttleRowsMs"
          value={throttleMs}
          onChange={(event) => setThrottleMs(Number(event.target.value))}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value={0}>0 (default)</MenuItem>
          <MenuItem value={1000}>1000</MenuItem>
        </TextField>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Price changes: <strong>{stats.changes}</strong> · updateRows() calls:{' '}
        <strong>{stats.calls}</strong> · Row rebuilds (rowsSet):{' '}
        <strong>{stats.passes}</strong>
      </Typography>
      <Box
        sx={{
          height: 400,
          '& .quote-up': { color: 'success.main' },
          '& .quote-down': { color: 'error.main' },
        }}
      >
        <DataGridPro
          apiRef={apiRef}
          rows={initialRows}
          columns={columns}
          initialState={initialState}
          throttleRowsMs={throttleMs}
          density="compact"
          hideFooter
        />
      </Box>
    </Box>
  );
}
