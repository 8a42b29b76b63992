import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { DataSourceCacheDefault } from '@mui/x-tree-view/utils';
import { createMockFileServer } from './mockFileServer';

export default function LazyLoadingLabelEditing() {
  const apiRef = useTreeViewApiRef();
  const [server] = React.useState(() => createMockFileServer({ latency: 400 }));
  const [cache] = React.useState(() => new DataSourceCacheDefault({}));
  const [updateCache, setUpdateCache] = React.useState(true);
  const [status, setStatus] = React.useState('Double-click a name to rename it.');

  const handleItemLabelChange = async (itemId: string, newLabel: string) => {
    if (updateCache) {
      // The tree rebuilds the children of an item from the cache on each expansion:
      // patch the cached level, or the old name comes back.
      const levelKey = apiRef.current?.getParentId(itemId) ?? 'root';
      const cachedLevel = cache.get(levelKey);
      if (Array.isArray(cachedLevel)) {
        cache.set(
          levelKey,
          cachedLevel.map((file) => (file.id === itemId ? { ...file, label: newLabel } : file)),
        );
      }
    }
    setStatus(`Saving “${newLabel}”…`);
    await server.renameFile(itemId, newLabel);
    setStatus(`Saved “${newLabel}”. Collapse and expand its folder to check.`);
  };

  return (
    <Box sx={{ minHeight: 360, minWidth: 300 }}>
      <FormControlLabel
        control={<Switch checked={updateCache} onChange={(event) => setUpdateCache(event.target.checked)} />}
        label="Update the cache on rename"
      />
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {status}
      </Typography>
      <RichTreeViewPro
        items={[]}
        apiRef={apiRef}
        dataSource={server}
        dataSourceCache={cache}
        isItemEditable
        onItemLabelChange={handleItemLabelChange}
      />
    </Box>
  );
}
