import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

export interface Category {
  id: string;
  label: string;
  children?: Category[];
}

// A product catalogue: the Rich Tree View reads `id`, `label` and `children` by default.
export const catalog: TreeViewBaseItem<Category>[] = [
  {
    id: 'electronics',
    label: 'Electronics',
    children: [
      {
        id: 'electronics-audio',
        label: 'Audio',
        children: [
          { id: 'electronics-audio-headphones', label: 'Headphones' },
          { id: 'electronics-audio-speakers', label: 'Speakers' },
        ],
      },
      { id: 'electronics-cameras', label: 'Cameras' },
    ],
  },
  {
    id: 'home',
    label: 'Home and kitchen',
    children: [
      { id: 'home-cookware', label: 'Cookware' },
      { id: 'home-lighting', label: 'Lighting' },
    ],
  },
  { id: 'garden', label: 'Garden' },
];
