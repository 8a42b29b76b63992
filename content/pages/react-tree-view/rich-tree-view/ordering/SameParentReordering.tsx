import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const agenda: TreeViewBaseItem[] = [
  {
    id: 'day-1',
    label: 'Day 1 · Tuesday',
    children: [
      { id: 'keynote', label: '09:00 Opening keynote' },
      { id: 'design-systems', label: '10:30 Scaling a design system' },
      { id: 'a11y', label: '14:00 Accessible data tables' },
    ],
  },
  {
    id: 'day-2',
    label: 'Day 2 · Wednesday',
    children: [
      { id: 'perf', label: '09:30 Rendering 100,000 rows' },
      { id: 'charts', label: '11:00 Charts people can read' },
      { id: 'panel', label: '16:00 Closing panel' },
    ],
  },
];

interface Position {
  parentId: string | null;
  index: number;
}

// Talks can change order within their day, but never move to another day or out of it.
const canMoveItemToNewPosition = ({ oldPosition, newPosition }: { oldPosition: Position; newPosition: Position }) =>
  oldPosition.parentId === newPosition.parentId;

export default function SameParentReordering() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 300 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Reorder the talks of a day, or swap the days.
      </Typography>
      <RichTreeViewPro
        items={agenda}
        itemsReordering
        canMoveItemToNewPosition={canMoveItemToNewPosition}
        defaultExpandedItems={['day-1', 'day-2']}
      />
    </Box>
  );
}
