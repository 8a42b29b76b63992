import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Contact {
  id: string;
  firstName: string;
  lastName: string;
  /** Set on the group items, which are not people. */
  groupName?: string;
  children?: Contact[];
}

const contacts: Contact[] = [
  {
    id: 'suppliers',
    firstName: '',
    lastName: '',
    groupName: 'Suppliers',
    children: [
      { id: 'c-1', firstName: 'Hana', lastName: 'Novak' },
      { id: 'c-2', firstName: 'Tomás', lastName: 'Reyes' },
      { id: 'c-3', firstName: 'Ingrid', lastName: 'Berg' },
    ],
  },
  {
    id: 'customers',
    firstName: '',
    lastName: '',
    groupName: 'Customers',
    children: [
      { id: 'c-4', firstName: 'Kwame', lastName: 'Mensah' },
      { id: 'c-5', firstName: 'Lena', lastName: 'Fischer' },
      { id: 'c-6', firstName: 'Arjun', lastName: 'Iyer' },
    ],
  },
];

// "Last name, first name" for people, the group name for groups.
const getContactLabel = (contact: Contact) =>
  contact.groupName ?? `${contact.lastName}, ${contact.firstName}`;

export default function ComposedLabels() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }}>
        Focus an item, then type a letter: the focus moves to the next label that starts with it.
      </Typography>
      <RichTreeView
        items={contacts}
        getItemLabel={getContactLabel}
        defaultExpandedItems={['suppliers', 'customers']}
      />
    </Box>
  );
}
