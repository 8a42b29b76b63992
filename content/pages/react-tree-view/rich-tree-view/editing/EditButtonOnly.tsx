import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemLabelInput } from '@mui/x-tree-view/TreeItemLabelInput';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewCancellableEvent } from '@mui/x-tree-view/models';
import { fileTree } from '../items/fileTree';

interface EditableItemProps
  extends Omit<UseTreeItemParameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {}

const EditableItem = React.forwardRef(function EditableItem(
  props: EditableItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getLabelInputProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem({ id, itemId, children, label, disabled, rootRef: ref });
  const { interactions } = useTreeItemUtils({ itemId, children });

  // Turns off the double-click: the pencil button is the way to start editing.
  const labelProps = getLabelProps({
    onDoubleClick: (event: React.MouseEvent & TreeViewCancellableEvent) => {
      event.defaultMuiPrevented = true;
    },
  });

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          {status.editing ? (
            <TreeItemLabelInput {...getLabelInputProps()} />
          ) : (
            <React.Fragment>
              <TreeItemLabel {...labelProps} />
              {status.editable ? (
                <IconButton
                  size="small"
                  aria-label={`Rename ${label}`}
                  tabIndex={-1}
                  sx={{ p: 0.25 }}
                  onClick={(event) => {
                    event.stopPropagation();
                    interactions.toggleItemEditing();
                  }}
                >
                  <EditOutlinedIcon fontSize="small" />
                </IconButton>
              ) : null}
            </React.Fragment>
          )}
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function EditButtonOnly() {
  return (
    <Box sx={{ minHeight: 320, width: '100%', maxWidth: 360 }}>
      <RichTreeView
        items={fileTree}
        isItemEditable
        defaultExpandedItems={['docs']}
        slots={{ item: EditableItem }}
      />
    </Box>
  );
}
