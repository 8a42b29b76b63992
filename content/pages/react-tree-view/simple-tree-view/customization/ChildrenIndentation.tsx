import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ChildrenIndentation() {
  const [indentation, setIndentation] = React.useState(24);

  return (
    <Box sx={{ minHeight: 320, minWidth: 280, maxWidth: 400 }}>
      <Typography id="indentation-slider" variant="body2" sx={{ color: 'text.secondary' }}>
        itemChildrenIndentation: {indentation}px
      </Typography>
      <Slider
        aria-labelledby="indentation-slider"
        value={indentation}
        min={0}
        max={48}
        step={4}
        onChange={(_event, value) => setIndentation(value as number)}
        sx={{ mb: 1 }}
      />
      <SimpleTreeView
        itemChildrenIndentation={indentation}
        defaultExpandedItems={['company', 'company-engineering', 'company-engineering-platform']}
      >
        <TreeItem itemId="company" label="Company">
          <TreeItem itemId="company-engineering" label="Engineering">
            <TreeItem itemId="company-engineering-platform" label="Platform">
              <TreeItem itemId="platform-sre" label="Site reliability" />
              <TreeItem itemId="platform-data" label="Data infrastructure" />
            </TreeItem>
          </TreeItem>
          <TreeItem itemId="company-finance" label="Finance" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
