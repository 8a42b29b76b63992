import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const regions: TreeViewBaseItem[] = [
  {
    id: 'europe',
    label: 'Europe',
    children: [
      {
        id: 'germany',
        label: 'Germany',
        children: [
          { id: 'berlin', label: 'Berlin warehouse' },
          { id: 'hamburg', label: 'Hamburg warehouse' },
        ],
      },
      { id: 'spain', label: 'Spain', children: [{ id: 'valencia', label: 'Valencia warehouse' }] },
    ],
  },
  { id: 'asia', label: 'Asia', children: [{ id: 'osaka', label: 'Osaka warehouse' }] },
];

export default function IndentationGuides() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <RichTreeView
        items={regions}
        defaultExpandedItems={['europe', 'germany', 'spain', 'asia']}
        // No indentation on the rows: each group is indented instead, and draws a guide line.
        itemChildrenIndentation={0}
        sx={{
          [`& .${treeItemClasses.groupTransition}`]: {
            marginInlineStart: '15px',
            paddingInlineStart: 1,
            borderInlineStart: '1px dashed',
            borderColor: 'divider',
          },
        }}
      />
    </Box>
  );
}
