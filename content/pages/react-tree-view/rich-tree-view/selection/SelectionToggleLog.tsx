import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { catalog, getCatalogChildren, getCatalogId, getCatalogLabel } from '../items/catalog';

interface Change {
  sku: string;
  isSelected: boolean;
}

export default function SelectionToggleLog() {
  const [changes, setChanges] = React.useState<Change[]>([]);
  const [changeCount, setChangeCount] = React.useState(0);
  // The tree calls onItemSelectionToggle for each item first, then onSelectedItemsChange once.
  const pending = React.useRef<Change[]>([]);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, minHeight: 420 }}>
      <Box sx={{ flex: '1 1 260px' }}>
        <RichTreeView
          items={catalog}
          getItemId={getCatalogId}
          getItemLabel={getCatalogLabel}
          getItemChildren={getCatalogChildren}
          multiSelect
          checkboxSelection
          selectionPropagation={{ descendants: true, parents: true }}
          defaultExpandedItems={['CAT-AUDIO', 'CAT-SPEAKERS', 'CAT-CABLES']}
          onItemSelectionToggle={(_event, sku, isSelected) => {
            pending.current.push({ sku, isSelected });
          }}
          onSelectedItemsChange={() => {
            setChanges(pending.current);
            pending.current = [];
            setChangeCount((prev) => prev + 1);
          }}
        />
      </Box>
      <Box sx={{ flex: '1 1 200px' }}>
        <Typography variant="subtitle2">Last change ({changeCount} in all)</Typography>
        {changes.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Check a product or a category.
          </Typography>
        ) : (
          changes.map((change) => (
            <Typography
              key={change.sku}
              variant="body2"
              sx={{ color: change.isSelected ? 'success.main' : 'text.secondary' }}
            >
              {change.isSelected ? '+' : '−'} {change.sku}
            </Typography>
          ))
        )}
      </Box>
    </Box>
  );
}
