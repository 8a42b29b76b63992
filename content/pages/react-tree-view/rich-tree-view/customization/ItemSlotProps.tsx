import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import {
  catalog,
  getCatalogChildren,
  getCatalogId,
  getCatalogLabel,
  type CatalogEntry,
} from '../items/catalog';

function collectOutOfStock(entries: CatalogEntry[]): Set<string> {
  const skus = new Set<string>();
  const visit = (entry: CatalogEntry) => {
    if (entry.stock === 0) {
      skus.add(entry.sku);
    }
    entry.entries?.forEach(visit);
  };
  entries.forEach(visit);
  return skus;
}

const outOfStock = collectOutOfStock(catalog);

export default function ItemSlotProps() {
  // Memoized: a new function on every render would re-render every item.
  const itemProps = React.useCallback(
    ({ itemId, label }: { itemId: string; label: string }) =>
      outOfStock.has(itemId)
        ? {
            title: `${label} is out of stock`,
            sx: { [`& > .${treeItemClasses.content} .${treeItemClasses.label}`]: { color: 'error.main' } },
          }
        : {},
    [],
  );

  return (
    <Box sx={{ minHeight: 400, minWidth: 300 }}>
      <RichTreeView
        items={catalog}
        getItemId={getCatalogId}
        getItemLabel={getCatalogLabel}
        getItemChildren={getCatalogChildren}
        defaultExpandedItems={['CAT-AUDIO', 'CAT-HEADPHONES', 'CAT-OFFICE']}
        slotProps={{ item: itemProps }}
      />
    </Box>
  );
}
