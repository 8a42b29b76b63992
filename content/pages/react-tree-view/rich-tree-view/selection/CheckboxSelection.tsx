import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { orgChart } from '../items/orgChart';

const expanded = ['amara-okafor', 'lucas-moreau', 'sofia-lindqvist'];

export default function CheckboxSelection() {
  const [multiple, setMultiple] = React.useState(true);

  return (
    <Box sx={{ minHeight: 420, minWidth: 300 }}>
      <FormControlLabel
        control={<Switch checked={multiple} onChange={(event) => setMultiple(event.target.checked)} />}
        label="multiSelect"
      />
      {multiple ? (
        <RichTreeView key="multiple" items={orgChart} checkboxSelection multiSelect defaultExpandedItems={expanded} />
      ) : (
        <RichTreeView key="single" items={orgChart} checkboxSelection defaultExpandedItems={expanded} />
      )}
    </Box>
  );
}
