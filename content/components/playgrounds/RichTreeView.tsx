import { RichTreeView, type RichTreeViewProps } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// A small recipe book three levels deep, some branches open, and one disabled item
// ("Plum tart") for the focus and selection knobs to act on.
type Recipe = TreeViewBaseItem<{ id: string; label: string; disabled?: boolean }>;

const recipes: Recipe[] = [
  {
    id: 'soups',
    label: 'Soups',
    children: [
      {
        id: 'soups-cold',
        label: 'Cold',
        children: [
          { id: 'gazpacho', label: 'Gazpacho' },
          { id: 'borscht', label: 'Chilled borscht' },
        ],
      },
      {
        id: 'soups-hot',
        label: 'Hot',
        children: [
          { id: 'minestrone', label: 'Minestrone' },
          { id: 'pho', label: 'Pho' },
        ],
      },
    ],
  },
  {
    id: 'baking',
    label: 'Baking',
    children: [
      { id: 'bread', label: 'Rye bread' },
      {
        id: 'tarts',
        label: 'Tarts',
        children: [
          { id: 'lemon-tart', label: 'Lemon tart' },
          { id: 'plum-tart', label: 'Plum tart', disabled: true },
        ],
      },
    ],
  },
  { id: 'drinks', label: 'Drinks', children: [{ id: 'lemonade', label: 'Lemonade' }] },
];

export default function RichTreeViewSample(props: Partial<RichTreeViewProps<Recipe, boolean>>) {
  return (
    <RichTreeView
      items={recipes}
      defaultExpandedItems={['soups', 'soups-cold', 'baking', 'tarts']}
      isItemDisabled={(item) => Boolean(item.disabled)}
      sx={{ minWidth: 240 }}
      {...props}
    />
  );
}
