import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';

// A mailbox tree: the knobs set the props of the "Drafts" item (open, with two children);
// the other items stay as they are.
export default function TreeItemSample(props: Partial<TreeItemProps>) {
  return (
    <SimpleTreeView defaultExpandedItems={['mail', 'drafts']} sx={{ minWidth: 240 }}>
      <TreeItem itemId="mail" label="Mail">
        <TreeItem itemId="inbox" label="Inbox" />
        <TreeItem {...props} itemId="drafts" label="Drafts">
          <TreeItem itemId="draft-invoice" label="Invoice reply" />
          <TreeItem itemId="draft-trip" label="Trip plans" />
        </TreeItem>
        <TreeItem itemId="sent" label="Sent" />
      </TreeItem>
      <TreeItem itemId="archive" label="Archive">
        <TreeItem itemId="archive-2024" label="2024" />
      </TreeItem>
    </SimpleTreeView>
  );
}
