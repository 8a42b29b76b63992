import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { fileTree, getFolderIds } from '../items/fileTree';

const allFolders = getFolderIds(fileTree);

export default function ControlledExpansion() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>(['src']);

  return (
    <Box sx={{ minHeight: 480, minWidth: 280 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setExpandedItems(allFolders)}
          disabled={expandedItems.length === allFolders.length}
        >
          Expand all
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setExpandedItems([])}
          disabled={expandedItems.length === 0}
        >
          Collapse all
        </Button>
      </Stack>
      <RichTreeView
        items={fileTree}
        expandedItems={expandedItems}
        onExpandedItemsChange={(_event, itemIds) => setExpandedItems(itemIds)}
      />
    </Box>
  );
}
