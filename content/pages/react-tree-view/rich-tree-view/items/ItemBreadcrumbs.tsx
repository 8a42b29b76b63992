import * as React from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { fileTree } from './fileTree';

export default function ItemBreadcrumbs() {
  const apiRef = useTreeViewApiRef();
  const [path, setPath] = React.useState<string[]>([]);

  const handleSelectedItemsChange = (_event: React.SyntheticEvent | null, itemId: string | null) => {
    const api = apiRef.current;
    if (!api || itemId === null) {
      setPath([]);
      return;
    }
    // Walk up from the selected item until getParentId() returns null (a root item).
    const labels: string[] = [];
    let currentId: string | null = itemId;
    while (currentId !== null) {
      labels.unshift(api.getItem(currentId).label);
      currentId = api.getParentId(currentId);
    }
    setPath(labels);
  };

  return (
    <Box sx={{ minHeight: 360, minWidth: 280 }}>
      <Breadcrumbs aria-label="Location of the selected file" sx={{ minHeight: 28, mb: 1 }}>
        {path.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Select a file
          </Typography>
        ) : (
          path.map((label, index) => (
            <Typography
              key={`${index}-${label}`}
              variant="body2"
              sx={{ color: index === path.length - 1 ? 'text.primary' : 'text.secondary' }}
            >
              {label}
            </Typography>
          ))
        )}
      </Breadcrumbs>
      <RichTreeView
        items={fileTree}
        apiRef={apiRef}
        onSelectedItemsChange={handleSelectedItemsChange}
        defaultExpandedItems={['src', 'src/components']}
      />
    </Box>
  );
}
