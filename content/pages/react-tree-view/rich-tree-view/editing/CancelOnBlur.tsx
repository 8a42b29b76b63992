import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewCancellableEvent } from '@mui/x-tree-view/models';
import { fileTree } from '../items/fileTree';

// Leaving the input cancels the edit: only Enter saves.
const CancelOnBlurItem = React.forwardRef(function CancelOnBlurItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { interactions } = useTreeItemUtils({ itemId: props.itemId, children: props.children });

  const handleBlur = (event: React.FocusEvent<HTMLInputElement> & TreeViewCancellableEvent) => {
    // Skips the tree's own blur handler, which would save the label.
    event.defaultMuiPrevented = true;
    interactions.handleCancelItemLabelEditing(event);
  };

  return <TreeItem {...props} ref={ref} slotProps={{ labelInput: { onBlur: handleBlur } }} />;
});

export default function CancelOnBlur() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 260 }}>
      <RichTreeView
        items={fileTree}
        isItemEditable
        defaultExpandedItems={['docs']}
        slots={{ item: CancelOnBlurItem }}
      />
    </Box>
  );
}
