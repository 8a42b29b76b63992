import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { fileTree } from './fileTree';

export default function TrackItemClicks() {
  const [clicks, setClicks] = React.useState<string[]>([]);

  const handleItemClick = (event: React.MouseEvent, itemId: string) => {
    const modifier = event.ctrlKey || event.metaKey ? ' (with Ctrl/⌘)' : '';
    setClicks((prev) => [`${itemId}${modifier}`, ...prev].slice(0, 5));
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, minHeight: 320 }}>
      <Box sx={{ flex: '1 1 240px' }}>
        <RichTreeView items={fileTree} onItemClick={handleItemClick} />
      </Box>
      <Box sx={{ flex: '1 1 200px' }}>
        <Typography variant="subtitle2">Last clicks</Typography>
        {clicks.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Click a row or an arrow.
          </Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, ps: 2.5, typography: 'body2' }}>
            {clicks.map((click, index) => (
              // The same item can be clicked twice in a row: the position is part of the key.
              <li key={`${index}-${click}`}>{click}</li>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
