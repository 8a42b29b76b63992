import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { fileTree, getFolderIds, type FileNode } from '../items/fileTree';

// Folders can be renamed, files cannot.
const isFolder = (item: FileNode) => item.kind === 'folder';
const folderIds = getFolderIds(fileTree);

export default function EditingApi() {
  const apiRef = useTreeViewApiRef();
  const [selected, setSelected] = React.useState<string | null>('docs/meetings');

  const selectedIsFolder = selected !== null && folderIds.includes(selected);

  return (
    <Box sx={{ minHeight: 400, minWidth: 300 }}>
      <Stack direction="row" sx={{ mb: 1, flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          disabled={selected === null}
          onClick={() => selected && apiRef.current?.setEditedItem(selected)}
        >
          Rename selected folder
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.updateItemLabel('photos', 'Photos (archived)')}
        >
          Mark Photos as archived
        </Button>
      </Stack>
      <RichTreeView
        items={fileTree}
        apiRef={apiRef}
        isItemEditable={isFolder}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
        defaultExpandedItems={['docs']}
      />
      {selected !== null && !selectedIsFolder ? (
        <Box component="p" sx={{ typography: 'body2', color: 'text.secondary', m: 0 }}>
          The selected item is a file: setEditedItem ignores items that are not editable.
        </Box>
      ) : null}
    </Box>
  );
}
