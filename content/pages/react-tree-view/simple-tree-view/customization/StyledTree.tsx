import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

export default function StyledTree() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <SimpleTreeView
        defaultExpandedItems={['inbox']}
        defaultSelectedItems="inbox-orders"
        sx={{
          [`& .${treeItemClasses.content}`]: {
            borderRadius: 4,
            py: 0.75,
            marginBlock: 0.25,
          },
          [`& .${treeItemClasses.content}[data-selected]`]: {
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          },
          [`& .${treeItemClasses.content}[data-selected]:hover`]: {
            bgcolor: 'primary.dark',
          },
          [`& .${treeItemClasses.label}`]: {
            fontSize: '0.9rem',
            fontWeight: 500,
          },
          [`& .${treeItemClasses.iconContainer}`]: {
            color: 'text.secondary',
          },
          [`& .${treeItemClasses.content}[data-selected] .${treeItemClasses.iconContainer}`]: {
            color: 'inherit',
          },
        }}
      >
        <TreeItem itemId="inbox" label="Inbox">
          <TreeItem itemId="inbox-orders" label="Order confirmations" />
          <TreeItem itemId="inbox-returns" label="Returns" />
          <TreeItem itemId="inbox-newsletters" label="Newsletters" />
        </TreeItem>
        <TreeItem itemId="drafts" label="Drafts" />
        <TreeItem itemId="sent" label="Sent" />
      </SimpleTreeView>
    </Box>
  );
}
