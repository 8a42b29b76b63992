import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

function FolderLabel({ name, unread }: { name: string; unread: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="span" sx={{ flexGrow: 1, fontWeight: unread > 0 ? 600 : undefined }}>
        {name}
      </Box>
      {unread > 0 ? <Chip size="small" color="primary" label={unread} /> : null}
    </Box>
  );
}

export default function MailboxLabels() {
  return (
    <Box sx={{ minHeight: 260, width: '100%', maxWidth: 320 }}>
      <SimpleTreeView defaultExpandedItems={['inbox']}>
        <TreeItem itemId="inbox" label={<FolderLabel name="Inbox" unread={12} />}>
          <TreeItem itemId="inbox-clients" label={<FolderLabel name="Clients" unread={3} />} />
          <TreeItem itemId="inbox-invoices" label={<FolderLabel name="Invoices" unread={0} />} />
        </TreeItem>
        <TreeItem itemId="sent" label={<FolderLabel name="Sent" unread={0} />} />
        <TreeItem itemId="spam" label={<FolderLabel name="Spam" unread={41} />} />
      </SimpleTreeView>
    </Box>
  );
}
