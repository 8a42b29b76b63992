import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import type { TreeViewSelectionPropagation } from '@mui/x-tree-view/models';

export default function SelectionPropagation() {
  const [propagation, setPropagation] = React.useState<TreeViewSelectionPropagation>({
    parents: true,
    descendants: true,
  });

  const toggle = (key: keyof TreeViewSelectionPropagation) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setPropagation((prev) => ({ ...prev, [key]: event.target.checked }));

  return (
    <Box sx={{ minHeight: 360, minWidth: 280 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={!!propagation.descendants} onChange={toggle('descendants')} />}
          label="descendants"
        />
        <FormControlLabel
          control={<Switch checked={!!propagation.parents} onChange={toggle('parents')} />}
          label="parents"
        />
      </Stack>
      <SimpleTreeView
        checkboxSelection
        multiSelect
        selectionPropagation={propagation}
        defaultExpandedItems={['permissions', 'permissions-orders', 'permissions-customers']}
      >
        <TreeItem itemId="permissions" label="All permissions">
          <TreeItem itemId="permissions-orders" label="Orders">
            <TreeItem itemId="orders-view" label="View orders" />
            <TreeItem itemId="orders-refund" label="Issue refunds" />
          </TreeItem>
          <TreeItem itemId="permissions-customers" label="Customers">
            <TreeItem itemId="customers-view" label="View customers" />
            <TreeItem itemId="customers-export" label="Export customer list" />
          </TreeItem>
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
