import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { DataSourceCache } from '@mui/x-tree-view/utils';
import { createMockFileServer, type RemoteFile } from './mockFileServer';

/** A minimal query cache: one promise per level, shared by every caller, kept for 30 seconds. */
function createFileQueries(onEvent: (message: string) => void) {
  const server = createMockFileServer({ latency: 1200 });
  const entries = new Map<string, { promise: Promise<RemoteFile[]>; fetchedAt: number }>();

  return {
    fetchLevel(key: string, reason: 'hover' | 'expand') {
      const entry = entries.get(key);
      if (entry && Date.now() - entry.fetchedAt < 30_000) {
        onEvent(`${reason} ${key}: from the query cache`);
        return entry.promise;
      }
      onEvent(`${reason} ${key}: request sent`);
      const promise = server.getTreeItems(key === 'root' ? undefined : key);
      entries.set(key, { promise, fetchedAt: Date.now() });
      // A failed request is not kept: the next call tries again.
      promise.catch(() => entries.delete(key));
      return promise;
    },
  };
}

// The query cache above decides what is fresh, so the tree's own cache never answers.
const noTreeCache: DataSourceCache = { get: () => undefined, set: () => {}, clear: () => {} };

export default function LazyLoadingPrefetch() {
  const apiRef = useTreeViewApiRef();
  const [events, setEvents] = React.useState<string[]>([]);
  const [queries] = React.useState(() =>
    createFileQueries((message) => setEvents((prev) => [message, ...prev].slice(0, 6))),
  );
  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (file: RemoteFile) => file.childrenCount,
      getTreeItems: (parentId?: string) => queries.fetchLevel(parentId ?? 'root', 'expand'),
    }),
    [queries],
  );

  // Start loading a folder's children as soon as the pointer rests on it.
  const prefetch = (itemId: string) => {
    const file = apiRef.current?.getItem(itemId) as RemoteFile | undefined;
    if (file && file.childrenCount > 0) {
      queries.fetchLevel(itemId, 'hover');
    }
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, minHeight: 320 }}>
      <Box sx={{ flex: '1 1 260px' }}>
        <RichTreeViewPro
          items={[]}
          apiRef={apiRef}
          dataSource={dataSource}
          dataSourceCache={noTreeCache}
          slotProps={{ item: ({ itemId }) => ({ onMouseEnter: () => prefetch(itemId) }) }}
        />
      </Box>
      <Box sx={{ flex: '1 1 220px' }}>
        <Typography variant="subtitle2">Requests</Typography>
        {events.map((event, index) => (
          <Typography key={index} variant="body2" sx={{ color: 'text.secondary' }}>
            {event}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
