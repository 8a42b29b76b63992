import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function KeyboardPlayground() {
  const [focused, setFocused] = React.useState<string | null>(null);
  const [selected, setSelected] = React.useState<string[]>([]);
  const [lastKey, setLastKey] = React.useState<string | null>(null);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ minHeight: 320 }}>
      <Box sx={{ minWidth: 260 }}>
        <SimpleTreeView
          aria-label="Music library"
          multiSelect
          selectedItems={selected}
          onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
          onItemFocus={(_event, itemId) => setFocused(itemId)}
          onKeyDown={(event) => setLastKey(event.key === ' ' ? 'Space' : event.key)}
        >
          <TreeItem itemId="albums" label="Albums">
            <TreeItem itemId="albums-blue" label="Blue Train" />
            <TreeItem itemId="albums-kind" label="Kind of Blue" />
            <TreeItem itemId="albums-mingus" label="Mingus Ah Um" />
          </TreeItem>
          <TreeItem itemId="artists" label="Artists">
            <TreeItem itemId="artists-coltrane" label="John Coltrane" />
            <TreeItem itemId="artists-davis" label="Miles Davis" />
          </TreeItem>
          <TreeItem itemId="playlists" label="Playlists">
            <TreeItem itemId="playlists-late" label="Late night" />
          </TreeItem>
          <TreeItem itemId="podcasts" label="Podcasts" disabled />
        </SimpleTreeView>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2">
          Last key: <strong>{lastKey ?? '–'}</strong>
        </Typography>
        <Typography variant="body2">
          Focused: <strong>{focused ?? '–'}</strong>
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          Selected: <strong>{selected.length > 0 ? selected.join(', ') : '–'}</strong>
        </Typography>
        <Typography variant="caption" sx={{ display: 'block', mt: 1, color: 'text.secondary' }}>
          Click an item, then try the arrow keys, Home, End, *, a letter, Space and Shift + ↓.
        </Typography>
      </Box>
    </Stack>
  );
}
