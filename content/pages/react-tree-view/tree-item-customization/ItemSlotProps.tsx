import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ItemSlotProps() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <SimpleTreeView defaultExpandedItems={['pending']}>
        <TreeItem
          itemId="pending"
          label="Pending orders"
          slotProps={{
            label: { style: { fontWeight: 600 } },
            // Open and close this branch without animation.
            groupTransition: { timeout: 0 },
          }}
        >
          <TreeItem itemId="order-1042" label="#1042 · 3 items · €86.40" />
          <TreeItem
            itemId="order-1043"
            label="#1043 · 1 item · €12.00"
            slotProps={{ content: { title: 'Express delivery requested' } }}
          />
        </TreeItem>
        <TreeItem
          itemId="shipped"
          label="Shipped orders"
          slotProps={{ label: { style: { fontWeight: 600 } } }}
        >
          <TreeItem itemId="order-1039" label="#1039 · 2 items · €41.90" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
