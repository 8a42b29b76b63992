import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { fileTree } from '../items/fileTree';

export default function MultiSelection() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>(['src/app.tsx', 'src/index.ts']);

  return (
    <Box sx={{ minHeight: 360, minWidth: 280 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {selectedItems.length} selected: {selectedItems.join(', ') || '—'}
      </Typography>
      <RichTreeView
        items={fileTree}
        multiSelect
        selectedItems={selectedItems}
        onSelectedItemsChange={(_event, itemIds) => setSelectedItems(itemIds)}
        defaultExpandedItems={['src', 'photos']}
      />
    </Box>
  );
}
