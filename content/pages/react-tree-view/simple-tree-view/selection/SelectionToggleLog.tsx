import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SelectionToggleLog() {
  const [log, setLog] = React.useState<string[]>([]);

  const handleItemSelectionToggle = (
    _event: React.SyntheticEvent | null,
    itemId: string,
    isSelected: boolean,
  ) => {
    setLog((prev) => [`${itemId} ${isSelected ? 'selected' : 'deselected'}`, ...prev].slice(0, 5));
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ minHeight: 240 }}>
      <Box sx={{ minWidth: 240 }}>
        <SimpleTreeView defaultExpandedItems={['playlists']} onItemSelectionToggle={handleItemSelectionToggle}>
          <TreeItem itemId="playlists" label="Playlists">
            <TreeItem itemId="focus" label="Deep focus" />
            <TreeItem itemId="running" label="Morning run" />
            <TreeItem itemId="dinner" label="Dinner jazz" />
          </TreeItem>
          <TreeItem itemId="podcasts" label="Podcasts" />
        </SimpleTreeView>
      </Box>
      <Box>
        <Typography variant="subtitle2">Last events</Typography>
        {log.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Select an item.
          </Typography>
        ) : (
          log.map((entry, index) => (
            <Typography key={index} variant="body2" sx={{ fontFamily: 'monospace' }}>
              {entry}
            </Typography>
          ))
        )}
      </Box>
    </Stack>
  );
}
