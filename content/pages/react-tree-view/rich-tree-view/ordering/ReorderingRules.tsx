import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { fileTree, getFolderIds } from '../items/fileTree';

const folders = new Set(getFolderIds(fileTree));

// README.md stays where it is.
const isItemReorderable = (itemId: string) => itemId !== 'readme.md';

// Files and folders may only land at the root or inside a folder, never inside a file.
const canMoveItemToNewPosition = ({ newPosition }: { newPosition: { parentId: string | null } }) =>
  newPosition.parentId === null || folders.has(newPosition.parentId);

export default function ReorderingRules() {
  return (
    <Box sx={{ minHeight: 440, minWidth: 280 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        README.md is locked, and nothing can be dropped into a file.
      </Typography>
      <RichTreeViewPro
        items={fileTree}
        itemsReordering
        isItemReorderable={isItemReorderable}
        canMoveItemToNewPosition={canMoveItemToNewPosition}
        defaultExpandedItems={['docs', 'photos']}
      />
    </Box>
  );
}
