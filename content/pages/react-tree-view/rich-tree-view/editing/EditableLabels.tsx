import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { fileTree } from '../items/fileTree';

export default function EditableLabels() {
  const [lastChange, setLastChange] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 380, minWidth: 280 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {lastChange ?? 'Double-click a name, or focus an item and press Enter.'}
      </Typography>
      <RichTreeView
        items={fileTree}
        isItemEditable
        defaultExpandedItems={['docs']}
        onItemLabelChange={(itemId, newLabel) => setLastChange(`${itemId} renamed to "${newLabel}"`)}
      />
    </Box>
  );
}
