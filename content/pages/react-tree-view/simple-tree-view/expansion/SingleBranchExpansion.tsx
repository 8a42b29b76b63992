import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// Top-level sections: opening one closes the others.
const sections = ['account', 'billing', 'notifications'];

export default function SingleBranchExpansion() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>(['account']);

  const handleItemExpansionToggle = (
    _event: React.SyntheticEvent | null,
    itemId: string,
    isExpanded: boolean,
  ) => {
    setExpandedItems((prev) => {
      if (!isExpanded) {
        return prev.filter((id) => id !== itemId);
      }
      const others = sections.includes(itemId) ? prev.filter((id) => !sections.includes(id)) : prev;
      return [...others, itemId];
    });
  };

  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <SimpleTreeView expandedItems={expandedItems} onItemExpansionToggle={handleItemExpansionToggle}>
        <TreeItem itemId="account" label="Account">
          <TreeItem itemId="account-profile" label="Profile" />
          <TreeItem itemId="account-security" label="Password and security" />
        </TreeItem>
        <TreeItem itemId="billing" label="Billing">
          <TreeItem itemId="billing-plan" label="Plan" />
          <TreeItem itemId="billing-invoices" label="Invoices" />
        </TreeItem>
        <TreeItem itemId="notifications" label="Notifications">
          <TreeItem itemId="notifications-email" label="Email" />
          <TreeItem itemId="notifications-push" label="Push" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
