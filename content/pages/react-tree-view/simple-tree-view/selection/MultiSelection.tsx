import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function MultiSelection() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <SimpleTreeView
        multiSelect
        defaultExpandedItems={['warehouse-north', 'warehouse-south']}
        defaultSelectedItems={['north-aisle-2']}
      >
        <TreeItem itemId="warehouse-north" label="North warehouse">
          <TreeItem itemId="north-aisle-1" label="Aisle 1: Beverages" />
          <TreeItem itemId="north-aisle-2" label="Aisle 2: Snacks" />
          <TreeItem itemId="north-aisle-3" label="Aisle 3: Cleaning" />
        </TreeItem>
        <TreeItem itemId="warehouse-south" label="South warehouse">
          <TreeItem itemId="south-aisle-1" label="Aisle 1: Frozen food" />
          <TreeItem itemId="south-aisle-2" label="Aisle 2: Dairy" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
