import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

interface Person {
  id: string;
  label: string;
  initials: string;
  role: string;
}

const team: TreeViewBaseItem<Person>[] = [
  {
    id: 'nadia',
    label: 'Nadia Okafor',
    initials: 'NO',
    role: 'Head of product',
    children: [
      { id: 'tomas', label: 'Tomás Rivera', initials: 'TR', role: 'Product designer' },
      {
        id: 'hana',
        label: 'Hana Sato',
        initials: 'HS',
        role: 'Engineering manager',
        children: [
          { id: 'lars', label: 'Lars Eriksson', initials: 'LE', role: 'Frontend engineer' },
          { id: 'priya', label: 'Priya Nair', initials: 'PN', role: 'Backend engineer' },
        ],
      },
    ],
  },
];

function PersonLabel({ itemId }: { itemId: string }) {
  // Reads the item object passed in the `items` prop, with its custom fields.
  const person = useTreeItemModel<Person>(itemId);
  if (!person) {
    return null;
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25 }}>
      <Avatar sx={{ width: 28, height: 28, fontSize: '0.75rem', bgcolor: 'primary.main' }}>
        {person.initials}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ typography: 'body2', fontWeight: 500 }}>{person.label}</Box>
        <Box sx={{ typography: 'caption', color: 'text.secondary' }}>{person.role}</Box>
      </Box>
    </Box>
  );
}

const PersonTreeItem = React.forwardRef(function PersonTreeItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  return <TreeItem {...props} ref={ref} label={<PersonLabel itemId={props.itemId} />} />;
});

export default function RichItemFromModel() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 280 }}>
      <RichTreeView
        items={team}
        defaultExpandedItems={['nadia', 'hana']}
        slots={{ item: PersonTreeItem }}
      />
    </Box>
  );
}
