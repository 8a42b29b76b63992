import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { fileTree } from './fileTree';

interface Listing {
  title: string;
  entries: string[];
}

export default function FolderContents() {
  const apiRef = useTreeViewApiRef();
  const [listing, setListing] = React.useState<Listing | null>(null);

  const list = React.useCallback(
    (itemId: string | null) => {
      const api = apiRef.current;
      if (!api) {
        return;
      }
      // `null` asks for the root items.
      const childIds = api.getItemOrderedChildrenIds(itemId);
      setListing({
        title: itemId === null ? 'Root' : api.getItem(itemId).label,
        entries: childIds.map((childId) => api.getItem(childId).label),
      });
    },
    [apiRef],
  );

  // The apiRef is set once the tree has mounted: list the root level then.
  React.useEffect(() => {
    list(null);
  }, [list]);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, minHeight: 320 }}>
      <Box sx={{ flex: '1 1 240px' }}>
        <RichTreeView
          items={fileTree}
          apiRef={apiRef}
          onSelectedItemsChange={(_event, itemId) => list(itemId)}
        />
      </Box>
      <Box sx={{ flex: '1 1 200px' }}>
        {listing && (
          <React.Fragment>
            <Typography variant="subtitle2">
              {listing.title}: {listing.entries.length} entries
            </Typography>
            <Box component="ul" sx={{ m: 0, ps: 2.5, typography: 'body2' }}>
              {listing.entries.map((entry) => (
                <li key={entry}>{entry}</li>
              ))}
            </Box>
          </React.Fragment>
        )}
      </Box>
    </Box>
  );
}
