import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function FocusItemApi() {
  const apiRef = useTreeViewApiRef();

  const handleFocusShipping = (event: React.SyntheticEvent) => {
    apiRef.current?.focusItem(event, 'shipping');
  };

  const handleFocusTracking = (event: React.SyntheticEvent) => {
    // Does nothing while "Shipping" is collapsed: the item is not visible.
    apiRef.current?.focusItem(event, 'shipping-tracking');
  };

  return (
    <Stack spacing={1} sx={{ minHeight: 280, minWidth: 260 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={handleFocusShipping}>
          Focus Shipping
        </Button>
        <Button size="small" variant="outlined" onClick={handleFocusTracking}>
          Focus Order tracking
        </Button>
      </Stack>
      <Box>
        <SimpleTreeView apiRef={apiRef}>
          <TreeItem itemId="payments" label="Payments">
            <TreeItem itemId="payments-cards" label="Card payments" />
            <TreeItem itemId="payments-refunds" label="Refunds" />
          </TreeItem>
          <TreeItem itemId="shipping" label="Shipping">
            <TreeItem itemId="shipping-rates" label="Rates" />
            <TreeItem itemId="shipping-tracking" label="Order tracking" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
