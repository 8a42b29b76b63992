import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { fileTree } from '../items/fileTree';

export default function BasicReordering() {
  return (
    <Box sx={{ minHeight: 420, minWidth: 280 }}>
      <RichTreeViewPro items={fileTree} itemsReordering defaultExpandedItems={['docs', 'src']} />
    </Box>
  );
}
