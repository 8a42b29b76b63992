import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewSelectionPropagation } from '@mui/x-tree-view/models';
import { catalog, getCatalogChildren, getCatalogId, getCatalogLabel } from '../items/catalog';

export default function SelectionPropagation() {
  const [propagation, setPropagation] = React.useState<TreeViewSelectionPropagation>({
    parents: true,
    descendants: true,
  });
  const [selectedItems, setSelectedItems] = React.useState<string[]>(['CAT-SPEAKERS', 'SP-50', 'SP-90']);

  const toggle = (key: keyof TreeViewSelectionPropagation) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setPropagation((prev) => ({ ...prev, [key]: event.target.checked }));

  return (
    <Box sx={{ minHeight: 460, minWidth: 300 }}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={<Checkbox checked={propagation.descendants ?? false} onChange={toggle('descendants')} />}
          label="descendants"
        />
        <FormControlLabel
          control={<Checkbox checked={propagation.parents ?? false} onChange={toggle('parents')} />}
          label="parents"
        />
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Selected SKUs: {selectedItems.join(', ') || '—'}
      </Typography>
      <RichTreeView
        items={catalog}
        getItemId={getCatalogId}
        getItemLabel={getCatalogLabel}
        getItemChildren={getCatalogChildren}
        checkboxSelection
        multiSelect
        selectionPropagation={propagation}
        selectedItems={selectedItems}
        onSelectedItemsChange={(_event, itemIds) => setSelectedItems(itemIds)}
        defaultExpandedItems={['CAT-AUDIO', 'CAT-HEADPHONES', 'CAT-OFFICE']}
      />
    </Box>
  );
}
