import * as React from 'react';
import { Box, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  DataGrid,
  gridExpandedSortedRowIdsSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';

interface Reading {
  id: number;
  sensor: string;
  temperature: number;
  humidity: number;
}

const SENSORS = ['Greenhouse north', 'Greenhouse south', 'Cold room', 'Loading dock'];

// Deterministic readings: the values follow the row number.
const makeReading = (id: number): Reading => ({
  id,
  sensor: SENSORS[id % SENSORS.length]!,
  temperature: Math.round((18 + ((id * 7) % 90) / 10) * 10) / 10,
  humidity: 40 + ((id * 13) % 35),
});

const columns: GridColDef<Reading>[] = [
  { field: 'id', headerName: 'Reading', type: 'number', width: 100 },
  { field: 'sensor', headerName: 'Sensor', flex: 1, minWidth: 160 },
  {
    field: 'temperature',
    headerName: 'Temperature',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => `${value.toFixed(1)} °C`,
  },
  {
    field: 'humidity',
    headerName: 'Humidity',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `${value} %`,
  },
];

export default function ScrollToNewRow() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState(() =>
    Array.from({ length: 40 }, (_, i) => makeReading(i + 1)),
  );
  const [lastAdded, setLastAdded] = React.useState<number | null>(null);

  // After the new row is rendered, bring it into view and focus it.
  React.useEffect(() => {
    const api = apiRef.current;
    if (lastAdded === null || !api) {
      return;
    }
    const index = gridExpandedSortedRowIdsSelector(apiRef).indexOf(lastAdded);
    api.scrollToIndexes({ rowIndex: index });
    api.setCellFocus(lastAdded, 'sensor');
  }, [apiRef, lastAdded]);

  const addReading = () => {
    const id = rows.length + 1;
    setRows((previous) => [...previous, makeReading(id)]);
    setLastAdded(id);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" startIcon={<AddIcon />} onClick={addReading} sx={{ mb: 1 }}>
        Add reading
      </Button>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
