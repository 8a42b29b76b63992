import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function TabStop() {
  return (
    <Stack spacing={2} sx={{ minHeight: 340, maxWidth: 360 }}>
      <TextField size="small" label="Project name" defaultValue="Spring campaign" />
      <Box>
        <SimpleTreeView defaultExpandedItems={['assets']} defaultSelectedItems="assets-banner">
          <TreeItem itemId="brief" label="Creative brief" />
          <TreeItem itemId="assets" label="Assets">
            <TreeItem itemId="assets-logo" label="Logo" />
            <TreeItem itemId="assets-banner" label="Homepage banner" />
          </TreeItem>
          <TreeItem itemId="schedule" label="Schedule" />
        </SimpleTreeView>
      </Box>
      <TextField size="small" label="Owner" defaultValue="Amira Haddad" />
    </Stack>
  );
}
