import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { DataSourceCacheDefault } from '@mui/x-tree-view/utils';
import { createMockFileServer } from './mockFileServer';

export default function LazyLoadingCache() {
  const [requests, setRequests] = React.useState<string[]>([]);

  // The tree reads `dataSourceCache` once, when it mounts: create it once too.
  const [cache] = React.useState(() => new DataSourceCacheDefault({ ttl: 15_000 }));
  const dataSource = React.useMemo(
    () =>
      createMockFileServer({
        latency: 500,
        onRequest: (parentId) => setRequests((prev) => [...prev, parentId]),
      }),
    [],
  );

  return (
    <Box sx={{ minHeight: 360, minWidth: 300 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => cache.clear()}>
          Clear cache
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Server requests: {requests.length} (last: {requests.slice(-3).join(', ')})
        </Typography>
      </Stack>
      <RichTreeViewPro items={[]} dataSource={dataSource} dataSourceCache={cache} />
    </Box>
  );
}
