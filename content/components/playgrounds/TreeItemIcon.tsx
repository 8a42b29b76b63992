import * as React from 'react';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon, type TreeItemIconProps } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';

// A custom item made with useTreeItem: TreeItemIcon picks the collapse icon for an open
// branch, the expand icon for a closed one, and nothing for a leaf, from the item's status.
interface ShelfItemProps extends Omit<UseTreeItemParameters, 'rootRef'> {
  icon?: Partial<TreeItemIconProps>;
}

const ShelfItem = React.forwardRef(function ShelfItem(
  props: ShelfItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children, icon } = props;
  const item = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  return (
    <TreeItemProvider {...item.getContextProviderProps()}>
      <TreeItemRoot {...item.getRootProps()}>
        <TreeItemContent {...item.getContentProps()}>
          <TreeItemIconContainer {...item.getIconContainerProps()}>
            <TreeItemIcon status={item.status} {...icon} />
          </TreeItemIconContainer>
          <TreeItemLabel {...item.getLabelProps()} />
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...item.getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function TreeItemIconSample(props: Partial<TreeItemIconProps>) {
  return (
    <SimpleTreeView defaultExpandedItems={['pantry', 'grains']} sx={{ minWidth: 240 }}>
      <ShelfItem itemId="pantry" label="Pantry" icon={props}>
        <ShelfItem itemId="grains" label="Grains" icon={props}>
          <ShelfItem itemId="rice" label="Rice" icon={props} />
          <ShelfItem itemId="oats" label="Oats" icon={props} />
        </ShelfItem>
        <ShelfItem itemId="spices" label="Spices" icon={props}>
          <ShelfItem itemId="cumin" label="Cumin" icon={props} />
        </ShelfItem>
      </ShelfItem>
      <ShelfItem itemId="fridge" label="Fridge" icon={props}>
        <ShelfItem itemId="butter" label="Butter" icon={props} />
      </ShelfItem>
    </SimpleTreeView>
  );
}
