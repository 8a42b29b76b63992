import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { fileTree } from '../items/fileTree';

export default function ExpansionApi() {
  const apiRef = useTreeViewApiRef();

  const revealMeetingNotes = (event: React.MouseEvent) => {
    // Expand every ancestor, from the root down, then select the file.
    ['docs', 'docs/meetings'].forEach((itemId) =>
      apiRef.current?.setItemExpansion({ event, itemId, shouldBeExpanded: true }),
    );
    apiRef.current?.setItemSelection({ event, itemId: 'docs/meetings/retro.docx', shouldBeSelected: true });
  };

  const toggleSource = (event: React.MouseEvent) => {
    // Without shouldBeExpanded, the item is toggled.
    apiRef.current?.setItemExpansion({ event, itemId: 'src' });
  };

  return (
    <Box sx={{ minHeight: 420, minWidth: 280 }}>
      <Stack direction="row" sx={{ mb: 1, flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={revealMeetingNotes}>
          Reveal the retrospective
        </Button>
        <Button size="small" variant="outlined" onClick={toggleSource}>
          Toggle src
        </Button>
      </Stack>
      <RichTreeView items={fileTree} apiRef={apiRef} />
    </Box>
  );
}
