import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const expandableItems = ['src', 'src-components', 'src-pages', 'public'];

export default function ControlledExpansion() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>(['src']);

  const handleExpandedItemsChange = (_event: React.SyntheticEvent | null, itemIds: string[]) => {
    setExpandedItems(itemIds);
  };

  const allExpanded = expandedItems.length === expandableItems.length;

  return (
    <Stack spacing={1} sx={{ minHeight: 360, minWidth: 260 }}>
      <Box>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setExpandedItems(allExpanded ? [] : expandableItems)}
        >
          {allExpanded ? 'Collapse all' : 'Expand all'}
        </Button>
      </Box>
      <SimpleTreeView expandedItems={expandedItems} onExpandedItemsChange={handleExpandedItemsChange}>
        <TreeItem itemId="src" label="src">
          <TreeItem itemId="src-components" label="components">
            <TreeItem itemId="src-components-header" label="Header.tsx" />
            <TreeItem itemId="src-components-footer" label="Footer.tsx" />
          </TreeItem>
          <TreeItem itemId="src-pages" label="pages">
            <TreeItem itemId="src-pages-index" label="index.tsx" />
          </TreeItem>
          <TreeItem itemId="src-main" label="main.tsx" />
        </TreeItem>
        <TreeItem itemId="public" label="public">
          <TreeItem itemId="public-favicon" label="favicon.svg" />
        </TreeItem>
        <TreeItem itemId="package-json" label="package.json" />
      </SimpleTreeView>
    </Stack>
  );
}
