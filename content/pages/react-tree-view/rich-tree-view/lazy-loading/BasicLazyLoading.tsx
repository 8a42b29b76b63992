import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { createMockFileServer } from './mockFileServer';

// Created once, outside the component: the tree expects a stable data source.
const fileServer = createMockFileServer({ latency: 800 });

export default function BasicLazyLoading() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 280 }}>
      <RichTreeViewPro items={[]} dataSource={fileServer} />
    </Box>
  );
}
