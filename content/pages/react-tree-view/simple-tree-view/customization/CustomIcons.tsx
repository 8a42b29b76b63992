import Box from '@mui/material/Box';
import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlinedIcon from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function CustomIcons() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <SimpleTreeView
        defaultExpandedItems={['vegetables']}
        slots={{
          expandIcon: AddBoxOutlinedIcon,
          collapseIcon: IndeterminateCheckBoxOutlinedIcon,
          endIcon: RemoveIcon,
        }}
        slotProps={{ endIcon: { color: 'disabled' } }}
      >
        <TreeItem itemId="vegetables" label="Vegetables">
          <TreeItem itemId="vegetables-carrots" label="Carrots" />
          <TreeItem itemId="vegetables-leeks" label="Leeks" />
        </TreeItem>
        <TreeItem itemId="fruit" label="Fruit">
          <TreeItem itemId="fruit-apples" label="Apples" />
          <TreeItem itemId="fruit-pears" label="Pears" />
        </TreeItem>
        <TreeItem itemId="bakery" label="Bakery" />
      </SimpleTreeView>
    </Box>
  );
}
