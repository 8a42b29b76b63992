import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import { createOrdersServer } from '../mockServer';
import { orderColumns } from '../orderColumns';

export default function InfiniteLoading() {
  const [requests, setRequests] = React.useState<string[]>([]);
  const dataSource = React.useMemo<GridDataSource>(() => {
    // This server doesn't count its rows: rowCount only comes with the last slice.
    const server = createOrdersServer({
      latency: 600,
      count: 300,
      unknownRowCount: true,
      onRequest: (query) => setRequests((previous) => [...previous, `${query.start}–${query.end}`]),
    });
    return { getRows: (params) => server.getRows(params) };
  }, []);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGridPro
          columns={orderColumns}
          dataSource={dataSource}
          lazyLoading
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 50 } } }}
          scrollEndThreshold={120}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        Rows requested so far: {requests.length === 0 ? 'none' : requests.join(', ')}
      </Typography>
    </Stack>
  );
}
