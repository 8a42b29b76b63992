import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { catalog, getCatalogChildren, getCatalogId, getCatalogLabel, type CatalogEntry } from '../items/catalog';

// Products that are out of stock or discontinued cannot be added to the order.
const isItemDisabled = (entry: CatalogEntry) => entry.discontinued === true || entry.stock === 0;

function collectUnavailable(entries: CatalogEntry[]): string[] {
  return entries.flatMap((entry) => [
    ...(isItemDisabled(entry) ? [entry.sku] : []),
    ...collectUnavailable(entry.entries ?? []),
  ]);
}
const unavailable = new Set(collectUnavailable(catalog));

export default function InStockSelection() {
  const [focusable, setFocusable] = React.useState(false);
  const [order, setOrder] = React.useState<string[]>([]);

  return (
    <Box sx={{ minHeight: 480, minWidth: 300 }}>
      <FormControlLabel
        control={<Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />}
        label="disabledItemsFocusable"
      />
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Order: {order.join(', ') || '—'}
      </Typography>
      <RichTreeView
        items={catalog}
        getItemId={getCatalogId}
        getItemLabel={getCatalogLabel}
        getItemChildren={getCatalogChildren}
        isItemDisabled={isItemDisabled}
        disabledItemsFocusable={focusable}
        multiSelect
        checkboxSelection
        selectedItems={order}
        // Ctrl + A selects every focusable item, disabled ones included when they are focusable.
        onSelectedItemsChange={(_event, skus) => setOrder(skus.filter((sku) => !unavailable.has(sku)))}
        defaultExpandedItems={['CAT-AUDIO', 'CAT-HEADPHONES', 'CAT-OFFICE']}
      />
    </Box>
  );
}
