import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { fileTree } from '../items/fileTree';

export default function ControlledSingleSelection() {
  const [selectedItem, setSelectedItem] = React.useState<string | null>('docs/contract.pdf');

  return (
    <Box sx={{ minHeight: 360, minWidth: 280 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Selected: {selectedItem ?? 'nothing'}
        </Typography>
        <Button size="small" onClick={() => setSelectedItem(null)} disabled={selectedItem === null}>
          Clear
        </Button>
      </Stack>
      <RichTreeView
        items={fileTree}
        selectedItems={selectedItem}
        onSelectedItemsChange={(_event, itemId) => setSelectedItem(itemId)}
        defaultExpandedItems={['docs']}
      />
    </Box>
  );
}
