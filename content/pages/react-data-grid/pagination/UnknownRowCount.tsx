import * as React from 'react';
import { Box } from '@mui/material';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationMeta,
  type GridPaginationModel,
} from '@mui/x-data-grid';
import { createRandom } from '../shared/data';

type Reading = {
  id: number;
  sensor: string;
  time: string;
  temperature: number;
  humidity: number;
};

// A log API that pages through readings with no total: it only says whether more exist.
const random = createRandom(5);
const LOG: Reading[] = Array.from({ length: 57 }, (_, index) => ({
  id: index + 1,
  sensor: `Greenhouse ${random.pick(['A', 'B', 'C'])}-${random.int(1, 4)}`,
  time: `2025-03-14 ${String(6 + Math.floor(index / 6)).padStart(2, '0')}:${String((index % 6) * 10).padStart(2, '0')}`,
  temperature: Math.round((18 + random.next() * 9) * 10) / 10,
  humidity: random.int(55, 90),
}));

function fetchReadings({ page, pageSize }: GridPaginationModel) {
  const start = page * pageSize;
  const rows = LOG.slice(start, start + pageSize);
  return new Promise<{ rows: Reading[]; hasNextPage: boolean }>((resolve) => {
    setTimeout(() => resolve({ rows, hasNextPage: start + pageSize < LOG.length }), 400);
  });
}

const columns: GridColDef<Reading>[] = [
  { field: 'time', headerName: 'Time', width: 160 },
  { field: 'sensor', headerName: 'Sensor', flex: 1, minWidth: 140 },
  { field: 'temperature', headerName: 'Temp. (°C)', type: 'number', width: 120 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 130 },
];

export default function UnknownRowCount() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  const [rows, setRows] = React.useState<Reading[]>([]);
  const [paginationMeta, setPaginationMeta] = React.useState<GridPaginationMeta>({});
  // -1 while the total is unknown; the grid reports the real count after the last page.
  const [rowCount, setRowCount] = React.useState(-1);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchReadings(paginationModel).then((response) => {
      if (active) {
        setRows(response.rows);
        setPaginationMeta({ hasNextPage: response.hasNextPage });
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        paginationMode="server"
        rowCount={rowCount}
        onRowCountChange={setRowCount}
        paginationMeta={paginationMeta}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[10, 20]}
        loading={loading}
      />
    </Box>
  );
}
