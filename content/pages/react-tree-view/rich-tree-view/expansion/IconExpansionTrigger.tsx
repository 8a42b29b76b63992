import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { orgChart } from '../items/orgChart';

export default function IconExpansionTrigger() {
  const [iconOnly, setIconOnly] = React.useState(true);
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 420, minWidth: 300 }}>
      <FormControlLabel
        control={<Switch checked={iconOnly} onChange={(event) => setIconOnly(event.target.checked)} />}
        label={iconOnly ? 'Expand with the icon only' : 'Expand with a click on the row'}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Selected: {selected ?? 'nobody'}
      </Typography>
      <RichTreeView
        items={orgChart}
        expansionTrigger={iconOnly ? 'iconContainer' : 'content'}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
        defaultExpandedItems={['amara-okafor']}
      />
    </Box>
  );
}
