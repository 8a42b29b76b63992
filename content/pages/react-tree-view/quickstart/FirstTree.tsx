import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function FirstTree() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <SimpleTreeView aria-label="Recipes">
        <TreeItem itemId="breakfast" label="Breakfast">
          <TreeItem itemId="pancakes" label="Pancakes" />
          <TreeItem itemId="granola" label="Granola" />
        </TreeItem>
        <TreeItem itemId="dinner" label="Dinner">
          <TreeItem itemId="risotto" label="Mushroom risotto" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
