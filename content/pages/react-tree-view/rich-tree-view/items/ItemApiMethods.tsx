import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { fileTree, type FileNode } from './fileTree';

interface ItemDetails {
  item: FileNode;
  parentId: string | null;
  childCount: number;
}

export default function ItemApiMethods() {
  const apiRef = useTreeViewApiRef();
  const [details, setDetails] = React.useState<ItemDetails | null>(null);

  const handleItemClick = (_event: React.MouseEvent, itemId: string) => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    setDetails({
      item: api.getItem(itemId),
      parentId: api.getParentId(itemId),
      childCount: api.getItemOrderedChildrenIds(itemId).length,
    });
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, minHeight: 320 }}>
      <Box sx={{ flex: '1 1 240px' }}>
        <RichTreeView
          items={fileTree}
          apiRef={apiRef}
          onItemClick={handleItemClick}
          defaultExpandedItems={['src']}
        />
      </Box>
      <Box sx={{ flex: '1 1 220px' }}>
        {details ? (
          <Typography component="div" variant="body2">
            <strong>{details.item.label}</strong>
            <br />
            Kind: {details.item.kind}
            <br />
            Size: {details.item.sizeKb === undefined ? '—' : `${details.item.sizeKb} KB`}
            <br />
            Parent: {details.parentId ?? 'none (root item)'}
            <br />
            Children: {details.childCount}
          </Typography>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Click an item to read it back with the API.
          </Typography>
        )}
      </Box>
    </Box>
  );
}
