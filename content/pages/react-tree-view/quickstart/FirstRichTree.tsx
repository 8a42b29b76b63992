import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const recipes: TreeViewBaseItem[] = [
  {
    id: 'breakfast',
    label: 'Breakfast',
    children: [
      { id: 'pancakes', label: 'Pancakes' },
      { id: 'granola', label: 'Granola' },
    ],
  },
  {
    id: 'dinner',
    label: 'Dinner',
    children: [{ id: 'risotto', label: 'Mushroom risotto' }],
  },
];

export default function FirstRichTree() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 250 }}>
      <RichTreeView aria-label="Recipes" items={recipes} />
    </Box>
  );
}
