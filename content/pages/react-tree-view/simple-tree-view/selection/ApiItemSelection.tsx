import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function ApiItemSelection() {
  const apiRef = useTreeViewApiRef();

  const handleSelectUrgent = (event: React.SyntheticEvent) => {
    apiRef.current?.setItemSelection({ event, itemId: 'ticket-4812', shouldBeSelected: true });
  };

  const handleToggleBilling = (event: React.SyntheticEvent) => {
    apiRef.current?.setItemSelection({ event, itemId: 'ticket-4790', keepExistingSelection: true });
  };

  return (
    <Stack spacing={1} sx={{ minHeight: 300, minWidth: 280 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={handleSelectUrgent}>
          Select #4812 only
        </Button>
        <Button size="small" variant="outlined" onClick={handleToggleBilling}>
          Toggle #4790
        </Button>
      </Stack>
      <Box>
        <SimpleTreeView apiRef={apiRef} multiSelect defaultExpandedItems={['open', 'pending']}>
          <TreeItem itemId="open" label="Open tickets">
            <TreeItem itemId="ticket-4812" label="#4812 Checkout fails on Safari" />
            <TreeItem itemId="ticket-4805" label="#4805 Export times out" />
          </TreeItem>
          <TreeItem itemId="pending" label="Waiting on customer">
            <TreeItem itemId="ticket-4790" label="#4790 Billing address change" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
