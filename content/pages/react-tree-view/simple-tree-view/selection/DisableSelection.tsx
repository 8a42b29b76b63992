import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function DisableSelection() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 260 }}>
      <SimpleTreeView disableSelection defaultExpandedItems={['chapter-1']}>
        <TreeItem itemId="chapter-1" label="1. Getting started">
          <TreeItem itemId="chapter-1-1" label="1.1 Installation" />
          <TreeItem itemId="chapter-1-2" label="1.2 First project" />
        </TreeItem>
        <TreeItem itemId="chapter-2" label="2. Configuration">
          <TreeItem itemId="chapter-2-1" label="2.1 Environment variables" />
        </TreeItem>
        <TreeItem itemId="chapter-3" label="3. Deployment" />
      </SimpleTreeView>
    </Box>
  );
}
