import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { fileTree } from '../items/fileTree';

export default function TabStop() {
  return (
    <Box sx={{ minHeight: 380, minWidth: 280 }}>
      <TextField size="small" label="Search files" fullWidth sx={{ mb: 1 }} />
      <RichTreeView items={fileTree} defaultSelectedItems="src/app.tsx" defaultExpandedItems={['src']} />
    </Box>
  );
}
