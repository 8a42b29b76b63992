import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { fileTree } from './fileTree';

export default function BasicRichTreeView() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <RichTreeView items={fileTree} defaultExpandedItems={['docs']} />
    </Box>
  );
}
