import * as React from 'react';
import Box from '@mui/material/Box';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemDragAndDropOverlay } from '@mui/x-tree-view/TreeItemDragAndDropOverlay';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';
import { fileTree } from '../items/fileTree';

interface HandleItemProps
  extends Omit<UseTreeItemParameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {}

const HandleItem = React.forwardRef(function HandleItem(props: HandleItemProps, ref: React.Ref<HTMLLIElement>) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getDragAndDropOverlayProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem({ id, itemId, children, label, disabled, rootRef: ref });

  // Move what starts and ends a drag from the row to the handle.
  // `onDragOver` stays on the row: it lets the row accept a drop.
  const { draggable, onDragStart, onDragEnd, ...rootProps } = getRootProps(other);

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...rootProps}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemLabel {...getLabelProps()} />
          <Box
            draggable={draggable}
            onDragStart={onDragStart}
            onDragEnd={onDragEnd}
            aria-hidden
            sx={{ display: 'flex', color: 'text.secondary', cursor: 'grab', marginInlineStart: 'auto' }}
          >
            <DragIndicatorIcon fontSize="small" />
          </Box>
          <TreeItemDragAndDropOverlay {...getDragAndDropOverlayProps()} />
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function DragHandleReordering() {
  return (
    <Box sx={{ minHeight: 420, minWidth: 280 }}>
      <RichTreeViewPro
        items={fileTree}
        itemsReordering
        defaultExpandedItems={['docs', 'photos']}
        slots={{ item: HandleItem }}
      />
    </Box>
  );
}
