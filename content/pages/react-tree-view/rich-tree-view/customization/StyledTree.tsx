import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import { catalog, getCatalogChildren, getCatalogId, getCatalogLabel } from '../items/catalog';

export default function StyledTree() {
  return (
    <Box sx={{ minHeight: 420, minWidth: 300 }}>
      <RichTreeView
        items={catalog}
        getItemId={getCatalogId}
        getItemLabel={getCatalogLabel}
        getItemChildren={getCatalogChildren}
        defaultExpandedItems={['CAT-AUDIO', 'CAT-HEADPHONES']}
        defaultSelectedItems="HP-200"
        sx={(theme) => ({
          [`& .${treeItemClasses.content}`]: {
            borderRadius: 2,
            py: 0.75,
          },
          [`& .${treeItemClasses.content}[data-selected]`]: {
            bgcolor: alpha(theme.palette.secondary.main, 0.16),
            color: 'secondary.main',
            fontWeight: 600,
          },
          [`& .${treeItemClasses.groupTransition}`]: {
            marginInlineStart: '15px',
            paddingInlineStart: '3px',
            borderInlineStart: `1px dashed ${theme.palette.divider}`,
          },
          [`& .${treeItemClasses.label}`]: {
            fontSize: '0.875rem',
          },
        })}
      />
    </Box>
  );
}
