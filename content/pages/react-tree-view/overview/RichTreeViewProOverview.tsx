import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { catalog } from './catalog';

export default function RichTreeViewProOverview() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <RichTreeViewPro items={catalog} defaultExpandedItems={['electronics', 'home']} itemsReordering />
    </Box>
  );
}
