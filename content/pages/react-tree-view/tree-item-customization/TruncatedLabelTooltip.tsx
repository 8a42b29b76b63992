import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItemLabel } from '@mui/x-tree-view/TreeItem';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// The label slot receives the label as `children`, plus the props of the default label.
const LabelWithTooltip = React.forwardRef(function LabelWithTooltip(
  props: React.ComponentProps<typeof TreeItemLabel>,
  ref: React.Ref<HTMLDivElement>,
) {
  return (
    <Tooltip title={props.children} describeChild placement="bottom-start" enterDelay={500}>
      <TreeItemLabel {...props} ref={ref} />
    </Tooltip>
  );
});

const tickets: TreeViewBaseItem[] = [
  {
    id: 'sprint',
    label: 'Sprint 22',
    children: [
      { id: 't-881', label: 'T-881 Customers cannot reset their password from the mobile app' },
      { id: 't-884', label: 'T-884 Export of the yearly sales report times out for large stores' },
      { id: 't-890', label: 'T-890 Typo on pricing page' },
    ],
  },
];

export default function TruncatedLabelTooltip() {
  return (
    <Box sx={{ minHeight: 200, width: '100%', maxWidth: 300 }}>
      <RichTreeView
        items={tickets}
        defaultExpandedItems={['sprint']}
        slotProps={{ item: { slots: { label: LabelWithTooltip } } }}
        sx={{ '& .MuiTreeItem-label': { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } }}
      />
    </Box>
  );
}
