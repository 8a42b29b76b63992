import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { fileTree } from '../items/fileTree';

const shortcuts = [
  { itemId: 'docs/meetings/retro.docx', label: 'Retrospective.docx' },
  { itemId: 'src/components/header.tsx', label: 'Header.tsx' },
  { itemId: 'photos/office.png', label: 'New office.png' },
];

interface PendingFocus {
  itemId: string;
  event: React.SyntheticEvent;
}

export default function JumpToItem() {
  const apiRef = useTreeViewApiRef();
  const [pendingFocus, setPendingFocus] = React.useState<PendingFocus | null>(null);

  // Focus once the expanded ancestors have rendered the item.
  React.useEffect(() => {
    if (pendingFocus) {
      apiRef.current?.focusItem(pendingFocus.event, pendingFocus.itemId);
      setPendingFocus(null);
    }
  }, [apiRef, pendingFocus]);

  const jumpTo = (event: React.MouseEvent, itemId: string) => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const ancestors: string[] = [];
    let parentId = api.getParentId(itemId);
    while (parentId !== null) {
      ancestors.unshift(parentId);
      parentId = api.getParentId(parentId);
    }
    ancestors.forEach((ancestorId) => api.setItemExpansion({ event, itemId: ancestorId, shouldBeExpanded: true }));
    setPendingFocus({ itemId, event });
  };

  return (
    <Box sx={{ minHeight: 440, minWidth: 300 }}>
      <Stack direction="row" sx={{ mb: 1, flexWrap: 'wrap', gap: 1 }}>
        {shortcuts.map((shortcut) => (
          <Chip
            key={shortcut.itemId}
            label={shortcut.label}
            variant="outlined"
            onClick={(event) => jumpTo(event, shortcut.itemId)}
          />
        ))}
      </Stack>
      <RichTreeView items={fileTree} apiRef={apiRef} />
    </Box>
  );
}
