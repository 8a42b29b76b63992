import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlinedIcon from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// Slot components are declared once, at module level.
const customIcons = {
  expandIcon: AddBoxOutlinedIcon,
  collapseIcon: IndeterminateCheckBoxOutlinedIcon,
  endIcon: DescriptionOutlinedIcon,
};

export default function TreeViewSlots() {
  const [custom, setCustom] = React.useState(true);

  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <FormControlLabel
        control={<Switch checked={custom} onChange={(event) => setCustom(event.target.checked)} />}
        label="Custom icon slots"
      />
      <SimpleTreeView slots={custom ? customIcons : undefined} defaultExpandedItems={['src']}>
        <TreeItem itemId="src" label="src">
          <TreeItem itemId="src-index" label="index.ts" />
          <TreeItem itemId="src-app" label="App.tsx" />
          <TreeItem itemId="src-components" label="components">
            <TreeItem itemId="src-header" label="Header.tsx" />
          </TreeItem>
        </TreeItem>
        <TreeItem itemId="readme" label="README.md" />
      </SimpleTreeView>
    </Box>
  );
}
