import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const recipes: Record<string, { name: string; summary: string }> = {
  pancakes: { name: 'Pancakes', summary: 'Flour, eggs, milk, butter. 20 minutes.' },
  granola: { name: 'Granola', summary: 'Oats, honey, almonds, raisins. 35 minutes.' },
  risotto: { name: 'Mushroom risotto', summary: 'Arborio rice, mushrooms, stock, parmesan. 40 minutes.' },
};

export default function ReactToSelection() {
  const [selected, setSelected] = React.useState<string | null>('pancakes');
  // Categories are selectable too, but have no recipe.
  const recipe = selected ? recipes[selected] : undefined;

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ minHeight: 220 }}>
      <Box sx={{ minWidth: 220 }}>
        <SimpleTreeView
          aria-label="Recipes"
          defaultExpandedItems={['breakfast', 'dinner']}
          selectedItems={selected}
          onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
        >
          <TreeItem itemId="breakfast" label="Breakfast">
            <TreeItem itemId="pancakes" label="Pancakes" />
            <TreeItem itemId="granola" label="Granola" />
          </TreeItem>
          <TreeItem itemId="dinner" label="Dinner">
            <TreeItem itemId="risotto" label="Mushroom risotto" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
      <Paper variant="outlined" sx={{ p: 2, flex: 1, alignSelf: 'flex-start' }}>
        <Typography variant="subtitle2">{recipe ? recipe.name : 'No recipe selected'}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {recipe ? recipe.summary : 'Pick a recipe to see its ingredients.'}
        </Typography>
      </Paper>
    </Stack>
  );
}
