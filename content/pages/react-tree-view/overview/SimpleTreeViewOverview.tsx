import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SimpleTreeViewOverview() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <SimpleTreeView defaultExpandedItems={['getting-started', 'components']}>
        <TreeItem itemId="getting-started" label="Getting started">
          <TreeItem itemId="installation" label="Installation" />
          <TreeItem itemId="usage" label="Usage" />
        </TreeItem>
        <TreeItem itemId="components" label="Components">
          <TreeItem itemId="button" label="Button" />
          <TreeItem itemId="dialog" label="Dialog" />
          <TreeItem itemId="table" label="Table" />
        </TreeItem>
        <TreeItem itemId="changelog" label="Changelog" />
      </SimpleTreeView>
    </Box>
  );
}
