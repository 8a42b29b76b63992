import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { orgChart, type Employee } from './orgChart';

// Defined outside the component so that it keeps the same identity on every render.
const isOnLeave = (employee: Employee) => employee.onLeave === true;

export default function DisabledItems() {
  const [focusable, setFocusable] = React.useState(false);

  return (
    <Box sx={{ minHeight: 400, minWidth: 280 }}>
      <FormControlLabel
        control={<Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />}
        label="Disabled items can receive focus"
      />
      <RichTreeView
        items={orgChart}
        isItemDisabled={isOnLeave}
        disabledItemsFocusable={focusable}
        defaultExpandedItems={['amara-okafor', 'lucas-moreau', 'sofia-lindqvist']}
      />
    </Box>
  );
}
