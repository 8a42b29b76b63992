import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const descriptions: Record<string, string> = {
  laptops: '12 models in stock',
  'laptops-ultrabook': 'Ultrabook 14″: 38 units',
  'laptops-workstation': 'Workstation 16″: 9 units',
  monitors: '7 models in stock',
  'monitors-27': '27″ 4K monitor: 54 units',
  'monitors-34': '34″ ultrawide: 21 units',
};

export default function FocusedItemLog() {
  const [focusedItem, setFocusedItem] = React.useState<string | null>(null);

  return (
    <Stack spacing={1} sx={{ minHeight: 260, minWidth: 260 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {focusedItem ? descriptions[focusedItem] : 'Focus an item to see its stock level.'}
      </Typography>
      <Box>
        <SimpleTreeView
          defaultExpandedItems={['laptops', 'monitors']}
          onItemFocus={(_event, itemId) => setFocusedItem(itemId)}
        >
          <TreeItem itemId="laptops" label="Laptops">
            <TreeItem itemId="laptops-ultrabook" label="Ultrabook 14″" />
            <TreeItem itemId="laptops-workstation" label="Workstation 16″" />
          </TreeItem>
          <TreeItem itemId="monitors" label="Monitors">
            <TreeItem itemId="monitors-27" label="27″ 4K" />
            <TreeItem itemId="monitors-34" label="34″ ultrawide" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
