import * as React from 'react';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import {
  TreeItemDragAndDropOverlay,
  type TreeItemDragAndDropOverlayProps,
} from '@mui/x-tree-view/TreeItemDragAndDropOverlay';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';

// A custom item made with useTreeItem. During a drag, RichTreeViewPro sets the overlay's
// action on the item under the pointer; here the knob sets it on "Second verse" to show each
// indicator (no action: no overlay).
interface SongItemProps extends Omit<UseTreeItemParameters, 'rootRef'> {
  overlay?: Partial<TreeItemDragAndDropOverlayProps>;
}

const SongItem = React.forwardRef(function SongItem(
  props: SongItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children, overlay } = props;
  const item = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  return (
    <TreeItemProvider {...item.getContextProviderProps()}>
      <TreeItemRoot {...item.getRootProps()}>
        <TreeItemContent {...item.getContentProps()}>
          <TreeItemIconContainer {...item.getIconContainerProps()}>
            <TreeItemIcon status={item.status} />
          </TreeItemIconContainer>
          <TreeItemLabel {...item.getLabelProps()} />
          <TreeItemDragAndDropOverlay {...item.getDragAndDropOverlayProps()} {...overlay} />
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...item.getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function TreeItemDragAndDropOverlaySample(
  props: Partial<TreeItemDragAndDropOverlayProps>,
) {
  return (
    <SimpleTreeView defaultExpandedItems={['song', 'verses']} sx={{ minWidth: 240 }}>
      <SongItem itemId="song" label="Song">
        <SongItem itemId="intro" label="Intro" />
        <SongItem itemId="verses" label="Verses">
          <SongItem itemId="verse-1" label="First verse" />
          <SongItem itemId="verse-2" label="Second verse" overlay={props} />
          <SongItem itemId="verse-3" label="Third verse" />
        </SongItem>
        <SongItem itemId="outro" label="Outro" />
      </SongItem>
    </SimpleTreeView>
  );
}
