import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const OrderItem = React.forwardRef(function OrderItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { itemId, children, label } = props;
  // The same status and actions as the built-in item, to drive the item from your own elements.
  const { status, interactions, publicAPI } = useTreeItemUtils({ itemId, children });
  const lineCount = status.expandable ? publicAPI.getItemOrderedChildrenIds(itemId).length : 0;

  return (
    <TreeItem
      {...props}
      ref={ref}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box component="span" sx={{ flexGrow: 1 }}>
            {label}
          </Box>
          {status.expandable ? (
            <Button
              size="small"
              tabIndex={-1}
              sx={{ py: 0, minWidth: 0 }}
              onClick={(event) => {
                event.stopPropagation();
                interactions.handleExpansion(event);
              }}
            >
              {status.expanded ? 'Hide' : `Show ${lineCount} lines`}
            </Button>
          ) : null}
        </Box>
      }
    />
  );
});

const orders: TreeViewBaseItem[] = [
  {
    id: 'SO-2041',
    label: 'SO-2041 · Brightside Café',
    children: [
      { id: 'SO-2041-1', label: 'Espresso beans, 5 kg' },
      { id: 'SO-2041-2', label: 'Oat milk, 12 l' },
    ],
  },
  {
    id: 'SO-2042',
    label: 'SO-2042 · Harbour Books',
    children: [
      { id: 'SO-2042-1', label: 'Receipt paper rolls' },
      { id: 'SO-2042-2', label: 'Gift bags' },
      { id: 'SO-2042-3', label: 'Bookmarks, 500' },
    ],
  },
];

export default function ExpandFromButton() {
  return (
    <Box sx={{ minHeight: 280, width: '100%', maxWidth: 380 }}>
      <RichTreeView
        items={orders}
        // A click on the row only selects it: the arrow and the button expand it.
        expansionTrigger="iconContainer"
        slots={{ item: OrderItem }}
      />
    </Box>
  );
}
