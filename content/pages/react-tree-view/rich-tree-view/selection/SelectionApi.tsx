import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { fileTree } from '../items/fileTree';

const imageIds = ['photos/offsite.jpg', 'photos/office.png'];

export default function SelectionApi() {
  const apiRef = useTreeViewApiRef();
  const [log, setLog] = React.useState<string[]>([]);

  const selectImages = (event: React.MouseEvent) => {
    imageIds.forEach((itemId) =>
      apiRef.current?.setItemSelection({ event, itemId, shouldBeSelected: true, keepExistingSelection: true }),
    );
  };

  const deselectOffsite = (event: React.MouseEvent) => {
    apiRef.current?.setItemSelection({
      event,
      itemId: 'photos/offsite.jpg',
      shouldBeSelected: false,
      keepExistingSelection: true,
    });
  };

  const selectOnlyReadme = (event: React.MouseEvent) => {
    // Without keepExistingSelection, the item replaces the whole selection.
    apiRef.current?.setItemSelection({ event, itemId: 'readme.md', shouldBeSelected: true });
  };

  return (
    <Box sx={{ minHeight: 380, minWidth: 300 }}>
      <Stack direction="row" sx={{ mb: 1, flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={selectImages}>
          Select images
        </Button>
        <Button size="small" variant="outlined" onClick={deselectOffsite}>
          Deselect offsite photo
        </Button>
        <Button size="small" variant="outlined" onClick={selectOnlyReadme}>
          Select only README
        </Button>
      </Stack>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        <Box sx={{ flex: '1 1 240px' }}>
          <RichTreeView
            items={fileTree}
            apiRef={apiRef}
            multiSelect
            defaultExpandedItems={['photos']}
            onItemSelectionToggle={(_event, itemId, isSelected) =>
              setLog((prev) => [`${isSelected ? 'selected' : 'deselected'} ${itemId}`, ...prev].slice(0, 6))
            }
          />
        </Box>
        <Box sx={{ flex: '1 1 200px' }}>
          <Typography variant="subtitle2">onItemSelectionToggle</Typography>
          {log.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              No change yet.
            </Typography>
          ) : (
            log.map((line, index) => (
              <Typography key={index} variant="body2" sx={{ color: 'text.secondary' }}>
                {line}
              </Typography>
            ))
          )}
        </Box>
      </Box>
    </Box>
  );
}
