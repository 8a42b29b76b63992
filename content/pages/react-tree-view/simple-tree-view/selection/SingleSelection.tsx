import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SingleSelection() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <SimpleTreeView defaultExpandedItems={['clothing']} defaultSelectedItems="clothing-jackets">
        <TreeItem itemId="clothing" label="Clothing">
          <TreeItem itemId="clothing-jackets" label="Jackets" />
          <TreeItem itemId="clothing-knitwear" label="Knitwear" />
          <TreeItem itemId="clothing-trousers" label="Trousers" />
        </TreeItem>
        <TreeItem itemId="footwear" label="Footwear">
          <TreeItem itemId="footwear-boots" label="Boots" />
          <TreeItem itemId="footwear-sneakers" label="Sneakers" />
        </TreeItem>
        <TreeItem itemId="accessories" label="Accessories" />
      </SimpleTreeView>
    </Box>
  );
}
