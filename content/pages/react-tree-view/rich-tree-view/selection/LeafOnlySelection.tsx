import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import { fileTree, getFolderIds, type FileNode } from '../items/fileTree';

const folderIds = new Set(getFolderIds(fileTree));

// Folders render no checkbox: the `checkbox` slot of their item renders nothing.
function NoCheckbox() {
  return null;
}

const FileItem = React.forwardRef(function FileItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const item = useTreeItemModel<FileNode>(props.itemId);
  return <TreeItem {...props} ref={ref} slots={item?.kind === 'folder' ? { checkbox: NoCheckbox } : undefined} />;
});

export default function LeafOnlySelection() {
  const [selectedFiles, setSelectedFiles] = React.useState<string[]>(['docs/contract.pdf']);

  return (
    <Box sx={{ minHeight: 400, minWidth: 280 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Attach {selectedFiles.length} file{selectedFiles.length === 1 ? '' : 's'}: {selectedFiles.join(', ') || '—'}
      </Typography>
      <RichTreeView
        items={fileTree}
        multiSelect
        checkboxSelection
        slots={{ item: FileItem }}
        selectedItems={selectedFiles}
        // Keyboard ranges and Ctrl + A can still reach folders: drop them from the value.
        onSelectedItemsChange={(_event, itemIds) => setSelectedFiles(itemIds.filter((id) => !folderIds.has(id)))}
        defaultExpandedItems={['docs', 'photos']}
      />
    </Box>
  );
}
