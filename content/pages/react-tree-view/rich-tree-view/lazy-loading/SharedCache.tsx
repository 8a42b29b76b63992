import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { DataSourceCache } from '@mui/x-tree-view/utils';
import { createMockFileServer } from './mockFileServer';

type CachedLevel = Parameters<DataSourceCache['set']>[1];

/**
 * A cache shared by several trees. It keeps every level except the root one:
 * a tree that finds its root level in the cache renders nothing (see below).
 */
function createSharedCache(onLookup: (key: string, hit: boolean) => void): DataSourceCache {
  const levels = new Map<string, CachedLevel>();
  return {
    get: (key) => {
      if (key === 'root') {
        return undefined;
      }
      const level = levels.get(key);
      onLookup(key, level !== undefined);
      return level;
    },
    set: (key, value) => {
      if (key !== 'root') {
        levels.set(key, value);
      }
    },
    clear: () => levels.clear(),
  };
}

export default function SharedCache() {
  const [lookups, setLookups] = React.useState<string[]>([]);
  const [requestCount, setRequestCount] = React.useState(0);
  const [server] = React.useState(() =>
    createMockFileServer({ latency: 700, onRequest: () => setRequestCount((prev) => prev + 1) }),
  );
  const [cache] = React.useState(() =>
    createSharedCache((key, hit) =>
      setLookups((prev) => [`${key}: ${hit ? 'hit' : 'miss, sent to the server'}`, ...prev].slice(0, 5)),
    ),
  );

  return (
    <Box sx={{ minHeight: 340 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Server requests: {requestCount}. Cache lookups: {lookups.join(' · ') || '—'}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        <Box sx={{ flex: '1 1 220px' }}>
          <Typography variant="subtitle2">Drive</Typography>
          <RichTreeViewPro items={[]} dataSource={server} dataSourceCache={cache} />
        </Box>
        <Box sx={{ flex: '1 1 220px' }}>
          <Typography variant="subtitle2">Move to…</Typography>
          <RichTreeViewPro items={[]} dataSource={server} dataSourceCache={cache} />
        </Box>
      </Box>
    </Box>
  );
}
