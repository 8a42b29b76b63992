import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGrid,
  GridDataSourceCacheDefault,
  type GridDataSource,
  type GridDataSourceCache,
} from '@mui/x-data-grid';
import { createOrdersServer, type ServerQuery } from './mockServer';
import { orderColumns } from './orderColumns';

type CacheChoice = 'default' | 'short' | 'none';

function describe(query: ServerQuery) {
  const rows = `rows ${query.start}–${query.end}`;
  const sort = query.sortModel.map((item) => `${item.field} ${item.sort}`).join(', ');
  return sort ? `${rows}, sorted by ${sort}` : rows;
}

export default function DataSourceCache() {
  const [choice, setChoice] = React.useState<CacheChoice>('default');
  const [log, setLog] = React.useState<string[]>([]);

  const dataSource = React.useMemo<GridDataSource>(() => {
    const server = createOrdersServer({
      latency: 300,
      onRequest: (query) => setLog((previous) => [describe(query), ...previous].slice(0, 6)),
    });
    return { getRows: (params) => server.getRows(params) };
  }, []);

  // A cache object must keep its identity between renders: a new object empties the cache.
  const shortLivedCache = React.useMemo(() => new GridDataSourceCacheDefault({ ttl: 10_000 }), []);
  const caches: Record<CacheChoice, GridDataSourceCache | null | undefined> = {
    default: undefined,
    short: shortLivedCache,
    none: null,
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={choice}
        onChange={(_event, value: CacheChoice | null) => value && setChoice(value)}
        aria-label="Cache"
      >
        <ToggleButton value="default">Default cache (5 min)</ToggleButton>
        <ToggleButton value="short">10-second cache</ToggleButton>
        <ToggleButton value="none">No cache</ToggleButton>
      </ToggleButtonGroup>
      <Stack spacing={1.5}>
        <Box sx={{ height: 400, width: '100%' }}>
          <DataGrid
            columns={orderColumns}
            dataSource={dataSource}
            dataSourceCache={caches[choice]}
            initialState={{
              pagination: { paginationModel: { page: 0, pageSize: 10 } },
              columns: { columnVisibilityModel: { customer: false, date: false } },
            }}
            pageSizeOptions={[10, 25]}
          />
        </Box>
        <Box>
          <Typography variant="subtitle2" gutterBottom>
            Requests that reached the server, latest first
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {log.length === 0 ? 'None yet.' : log.join(' · ')}
          </Typography>
        </Box>
      </Stack>
    </Stack>
  );
}
