import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const allDepartments = ['sales', 'sales-emea', 'sales-americas', 'support', 'support-tier1', 'support-tier2'];

export default function ControlledSelection() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>(['sales-emea']);

  const handleSelectedItemsChange = (_event: React.SyntheticEvent | null, itemIds: string[]) => {
    setSelectedItems(itemIds);
  };

  return (
    <Stack spacing={1} sx={{ minHeight: 320, minWidth: 280 }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setSelectedItems(allDepartments)}>
          Select all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setSelectedItems([])}>
          Clear
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Selected: {selectedItems.length === 0 ? 'none' : selectedItems.join(', ')}
      </Typography>
      <Box>
        <SimpleTreeView
          multiSelect
          selectedItems={selectedItems}
          onSelectedItemsChange={handleSelectedItemsChange}
          defaultExpandedItems={['sales', 'support']}
        >
          <TreeItem itemId="sales" label="Sales">
            <TreeItem itemId="sales-emea" label="EMEA" />
            <TreeItem itemId="sales-americas" label="Americas" />
          </TreeItem>
          <TreeItem itemId="support" label="Support">
            <TreeItem itemId="support-tier1" label="Tier 1" />
            <TreeItem itemId="support-tier2" label="Tier 2" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
