import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function DisabledItems() {
  const [focusable, setFocusable] = React.useState(false);

  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <FormControlLabel
        control={<Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />}
        label="Disabled items can receive focus"
      />
      {/* The tree reads disabledItemsFocusable when it mounts: the key remounts it on change. */}
      <SimpleTreeView
        key={String(focusable)}
        disabledItemsFocusable={focusable}
        defaultExpandedItems={['inbox', 'archive']}
      >
        <TreeItem itemId="inbox" label="Inbox">
          <TreeItem itemId="inbox-invoices" label="Invoices" />
          <TreeItem itemId="inbox-legal" label="Legal (restricted)" disabled />
          <TreeItem itemId="inbox-team" label="Team" />
        </TreeItem>
        <TreeItem itemId="archive" label="Archive 2023 (locked)" disabled>
          <TreeItem itemId="archive-q1" label="First half" />
          <TreeItem itemId="archive-q2" label="Second half" />
        </TreeItem>
        <TreeItem itemId="sent" label="Sent" />
      </SimpleTreeView>
    </Box>
  );
}
