import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { fileTree } from '../items/fileTree';

export default function DisableSelection() {
  const [disabled, setDisabled] = React.useState(true);
  const [focused, setFocused] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 380, minWidth: 280 }}>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="disableSelection"
      />
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Focused: {focused ?? 'nothing'}
      </Typography>
      <RichTreeView
        items={fileTree}
        disableSelection={disabled}
        defaultSelectedItems="docs/contract.pdf"
        defaultExpandedItems={['docs']}
        onItemFocus={(_event, itemId) => setFocused(itemId)}
      />
    </Box>
  );
}
