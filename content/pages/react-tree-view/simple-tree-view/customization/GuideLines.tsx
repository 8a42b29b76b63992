import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

// A TreeItem that draws a dashed line along the children of each expanded item.
const GuidedTreeItem = styled(TreeItem)(({ theme }) => ({
  [`& .${treeItemClasses.groupTransition}`]: {
    marginInlineStart: 15,
    paddingInlineStart: 0,
    borderInlineStart: `1px dashed ${(theme.vars || theme).palette.divider}`,
  },
}));

export default function GuideLines() {
  return (
    <Box sx={{ minHeight: 340, minWidth: 260 }}>
      <SimpleTreeView
        defaultExpandedItems={['docs', 'docs-guides', 'docs-api']}
        itemChildrenIndentation={0}
      >
        <GuidedTreeItem itemId="docs" label="docs">
          <GuidedTreeItem itemId="docs-guides" label="guides">
            <GuidedTreeItem itemId="docs-guides-install" label="installation.md" />
            <GuidedTreeItem itemId="docs-guides-deploy" label="deployment.md" />
          </GuidedTreeItem>
          <GuidedTreeItem itemId="docs-api" label="api">
            <GuidedTreeItem itemId="docs-api-orders" label="orders.md" />
            <GuidedTreeItem itemId="docs-api-customers" label="customers.md" />
          </GuidedTreeItem>
        </GuidedTreeItem>
        <GuidedTreeItem itemId="readme" label="README.md" />
      </SimpleTreeView>
    </Box>
  );
}
