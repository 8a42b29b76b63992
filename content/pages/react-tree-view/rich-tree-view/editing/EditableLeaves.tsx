import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { fileTree, type FileNode } from '../items/fileTree';

// Files can be renamed, folders cannot.
const isLeaf = (node: FileNode) => !node.children || node.children.length === 0;

export default function EditableLeaves() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <RichTreeView items={fileTree} isItemEditable={isLeaf} defaultExpandedItems={['docs', 'src']} />
    </Box>
  );
}
