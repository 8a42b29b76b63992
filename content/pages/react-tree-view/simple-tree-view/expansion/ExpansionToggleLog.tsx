import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ExpansionToggleLog() {
  const [lastAction, setLastAction] = React.useState<string | null>(null);

  const handleItemExpansionToggle = (
    _event: React.SyntheticEvent | null,
    itemId: string,
    isExpanded: boolean,
  ) => {
    setLastAction(`${itemId} was ${isExpanded ? 'expanded' : 'collapsed'}`);
  };

  return (
    <Stack spacing={1} sx={{ minHeight: 260, minWidth: 260 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {lastAction ?? 'No item expanded or collapsed yet'}
      </Typography>
      <Box>
        <SimpleTreeView onItemExpansionToggle={handleItemExpansionToggle}>
          <TreeItem itemId="europe" label="Europe">
            <TreeItem itemId="europe-berlin" label="Berlin office" />
            <TreeItem itemId="europe-madrid" label="Madrid office" />
          </TreeItem>
          <TreeItem itemId="asia" label="Asia">
            <TreeItem itemId="asia-singapore" label="Singapore office" />
          </TreeItem>
          <TreeItem itemId="americas" label="Americas">
            <TreeItem itemId="americas-toronto" label="Toronto office" />
            <TreeItem itemId="americas-austin" label="Austin office" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
