import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const initialFolders: TreeViewBaseItem[] = [
  { id: 'folder-1', label: 'Invoices' },
  { id: 'folder-2', label: 'Contracts' },
];

export default function NewFolderRename() {
  const apiRef = useTreeViewApiRef();
  const [folders, setFolders] = React.useState(initialFolders);
  const [pendingId, setPendingId] = React.useState<string | null>(null);
  const nextNumber = React.useRef(3);

  const addFolder = () => {
    const id = `folder-${nextNumber.current}`;
    nextNumber.current += 1;
    setFolders((prev) => [...prev, { id, label: 'New folder' }]);
    setPendingId(id);
  };

  // The new item exists in the tree after the render that receives the new `items`:
  // open its input then.
  React.useEffect(() => {
    if (pendingId !== null) {
      apiRef.current?.setEditedItem(pendingId);
      setPendingId(null);
    }
  }, [pendingId, apiRef]);

  const handleLabelChange = (itemId: string, newLabel: string) => {
    setFolders((prev) =>
      prev.map((folder) => (folder.id === itemId ? { ...folder, label: newLabel } : folder)),
    );
  };

  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <Button size="small" variant="outlined" onClick={addFolder} sx={{ mb: 1 }}>
        New folder
      </Button>
      <RichTreeView
        items={folders}
        apiRef={apiRef}
        isItemEditable
        onItemLabelChange={handleLabelChange}
      />
    </Box>
  );
}
