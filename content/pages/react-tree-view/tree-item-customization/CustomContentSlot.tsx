import * as React from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, TreeItemContent, type TreeItemProps } from '@mui/x-tree-view/TreeItem';

// Starts from the default content, so the spacing, indentation and state styles stay.
const AccentContent = styled(TreeItemContent)(({ theme }) => ({
  borderInlineStart: '3px solid transparent',
  borderRadius: 0,
  '&[data-selected]': {
    borderInlineStartColor: (theme.vars || theme).palette.primary.main,
    fontWeight: theme.typography.fontWeightMedium,
  },
  '&[data-disabled]': {
    textDecoration: 'line-through',
  },
}));

const AccentTreeItem = React.forwardRef(function AccentTreeItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  return <TreeItem {...props} ref={ref} slots={{ content: AccentContent, ...props.slots }} />;
});

export default function CustomContentSlot() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <SimpleTreeView defaultExpandedItems={['sprint']} defaultSelectedItems="sprint-login">
        <AccentTreeItem itemId="sprint" label="Sprint 14">
          <AccentTreeItem itemId="sprint-login" label="Passwordless login" />
          <AccentTreeItem itemId="sprint-export" label="CSV export" />
          <AccentTreeItem itemId="sprint-dark" label="Dark mode for emails" disabled />
        </AccentTreeItem>
        <AccentTreeItem itemId="backlog" label="Backlog">
          <AccentTreeItem itemId="backlog-sso" label="SAML single sign-on" />
        </AccentTreeItem>
      </SimpleTreeView>
    </Box>
  );
}
