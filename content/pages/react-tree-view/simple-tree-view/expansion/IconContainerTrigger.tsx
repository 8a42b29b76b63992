import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function IconContainerTrigger() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <SimpleTreeView expansionTrigger="iconContainer" defaultExpandedItems={['mammals']}>
        <TreeItem itemId="mammals" label="Mammals">
          <TreeItem itemId="mammals-whale" label="Blue whale" />
          <TreeItem itemId="mammals-fox" label="Red fox" />
        </TreeItem>
        <TreeItem itemId="birds" label="Birds">
          <TreeItem itemId="birds-puffin" label="Atlantic puffin" />
          <TreeItem itemId="birds-owl" label="Snowy owl" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
