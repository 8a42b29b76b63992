import { RichTreeViewPro, type RichTreeViewProProps } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// A two-day workshop agenda three levels deep, some branches open, one cancelled session
// disabled. With itemsReordering on, sessions can be dragged to another slot or day.
type Session = TreeViewBaseItem<{ id: string; label: string; disabled?: boolean }>;

const agenda: Session[] = [
  {
    id: 'day-1',
    label: 'Day 1',
    children: [
      {
        id: 'day-1-am',
        label: 'Morning',
        children: [
          { id: 'welcome', label: 'Welcome' },
          { id: 'keynote', label: 'Keynote' },
        ],
      },
      {
        id: 'day-1-pm',
        label: 'Afternoon',
        children: [
          { id: 'lab-a', label: 'Lab A' },
          { id: 'panel', label: 'Panel (cancelled)', disabled: true },
        ],
      },
    ],
  },
  {
    id: 'day-2',
    label: 'Day 2',
    children: [
      { id: 'day-2-am', label: 'Morning', children: [{ id: 'lab-b', label: 'Lab B' }] },
      { id: 'closing', label: 'Closing talk' },
    ],
  },
];

export default function RichTreeViewProSample(
  props: Partial<RichTreeViewProProps<Session, boolean>>,
) {
  return (
    <RichTreeViewPro
      items={agenda}
      defaultExpandedItems={['day-1', 'day-1-am', 'day-1-pm', 'day-2']}
      isItemDisabled={(item) => Boolean(item.disabled)}
      sx={{ minWidth: 240 }}
      {...props}
    />
  );
}
