import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  catalog,
  getCatalogChildren,
  getCatalogId,
  getCatalogLabel,
  type CatalogEntry,
} from '../items/catalog';

// Products (entries without sub-entries) can be renamed, unless they are discontinued.
const isProductEditable = (entry: CatalogEntry) => !entry.entries && !entry.discontinued;

export default function EditableProducts() {
  return (
    <Box sx={{ minHeight: 400, minWidth: 300 }}>
      <RichTreeView
        items={catalog}
        getItemId={getCatalogId}
        getItemLabel={getCatalogLabel}
        getItemChildren={getCatalogChildren}
        isItemEditable={isProductEditable}
        defaultExpandedItems={['CAT-AUDIO', 'CAT-HEADPHONES', 'CAT-OFFICE']}
      />
    </Box>
  );
}
