import { RichTreeView, type RichTreeViewProps } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// A packing list three levels deep, all branches open, with one disabled item (the visa,
// not needed for this trip) for `disabledItemsFocusable`.
type Thing = TreeViewBaseItem<{ id: string; label: string; disabled?: boolean }>;

const packing: Thing[] = [
  {
    id: 'clothes',
    label: 'Clothes',
    children: [
      { id: 'shirts', label: 'Shirts' },
      { id: 'socks', label: 'Socks' },
      { id: 'raincoat', label: 'Raincoat' },
    ],
  },
  {
    id: 'electronics',
    label: 'Electronics',
    children: [
      {
        id: 'chargers',
        label: 'Chargers',
        children: [
          { id: 'phone-charger', label: 'Phone charger' },
          { id: 'laptop-charger', label: 'Laptop charger' },
        ],
      },
      { id: 'camera', label: 'Camera' },
    ],
  },
  {
    id: 'documents',
    label: 'Documents',
    children: [
      { id: 'passport', label: 'Passport' },
      { id: 'visa', label: 'Visa (not needed)', disabled: true },
    ],
  },
];

export default function SelectionPlayground(props: Partial<RichTreeViewProps<Thing, boolean>>) {
  return (
    <RichTreeView
      items={packing}
      defaultExpandedItems={['clothes', 'electronics', 'chargers', 'documents']}
      isItemDisabled={(item) => Boolean(item.disabled)}
      sx={{ minWidth: 260 }}
      {...props}
    />
  );
}
