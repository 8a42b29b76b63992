import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { fileTree } from './fileTree';

export default function ChildrenIndentation() {
  const [indentation, setIndentation] = React.useState(24);

  return (
    <Box sx={{ minHeight: 420, width: '100%', maxWidth: 360 }}>
      <Typography id="indentation-label" variant="body2" sx={{ color: 'text.secondary' }}>
        Indentation: {indentation}px
      </Typography>
      <Slider
        aria-labelledby="indentation-label"
        value={indentation}
        min={0}
        max={48}
        step={4}
        onChange={(_event, value) => setIndentation(value)}
      />
      <RichTreeView
        items={fileTree}
        itemChildrenIndentation={indentation}
        defaultExpandedItems={['docs', 'docs/meetings', 'src']}
      />
    </Box>
  );
}
