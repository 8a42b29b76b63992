import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { catalog, getCatalogChildren, getCatalogId, getCatalogLabel } from './catalog';

export default function CustomItemFields() {
  return (
    <Box sx={{ minHeight: 360, minWidth: 280 }}>
      <RichTreeView
        items={catalog}
        getItemId={getCatalogId}
        getItemLabel={getCatalogLabel}
        getItemChildren={getCatalogChildren}
        defaultExpandedItems={['CAT-AUDIO', 'CAT-HEADPHONES']}
      />
    </Box>
  );
}
