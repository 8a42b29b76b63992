import * as React from 'react';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider, type TreeItemProviderProps } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';

// A custom item made with useTreeItem: TreeItemProvider wraps each item with the props of
// getContextProviderProps(), so that the tree can find the item's children and its DOM id.
interface StopItemProps extends Omit<UseTreeItemParameters, 'rootRef'> {
  provider?: Partial<TreeItemProviderProps>;
}

const StopItem = React.forwardRef(function StopItem(
  props: StopItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children, provider } = props;
  const item = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  return (
    <TreeItemProvider {...item.getContextProviderProps()} {...provider}>
      <TreeItemRoot {...item.getRootProps()}>
        <TreeItemContent {...item.getContentProps()}>
          <TreeItemIconContainer {...item.getIconContainerProps()}>
            <TreeItemIcon status={item.status} />
          </TreeItemIconContainer>
          <TreeItemLabel {...item.getLabelProps()} />
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...item.getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

// The props of the provider (none of them a knob) go to every item.
export default function TreeItemProviderSample(
  props: Partial<Omit<TreeItemProviderProps, 'children'>>,
) {
  return (
    <SimpleTreeView defaultExpandedItems={['north-line', 'harbour']} sx={{ minWidth: 240 }}>
      <StopItem itemId="north-line" label="North line" provider={props}>
        <StopItem itemId="harbour" label="Harbour" provider={props}>
          <StopItem itemId="harbour-ferry" label="Ferry pier" provider={props} />
          <StopItem itemId="harbour-market" label="Fish market" provider={props} />
        </StopItem>
        <StopItem itemId="old-town" label="Old town" provider={props} />
      </StopItem>
      <StopItem itemId="south-line" label="South line" provider={props}>
        <StopItem itemId="stadium" label="Stadium" provider={props} />
      </StopItem>
    </SimpleTreeView>
  );
}
