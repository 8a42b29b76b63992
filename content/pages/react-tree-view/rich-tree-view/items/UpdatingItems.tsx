import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

interface Task {
  id: string;
  label: string;
  children?: Task[];
}

const initialSprint: TreeViewBaseItem<Task>[] = [
  {
    id: 'sprint-14',
    label: 'Sprint 14',
    children: [
      { id: 'task-1', label: 'Migrate billing to the new API' },
      { id: 'task-2', label: 'Fix invoice rounding' },
    ],
  },
];

const backlog = ['Add dark mode to reports', 'Audit access logs', 'Translate onboarding emails'];

export default function UpdatingItems() {
  const [items, setItems] = React.useState(initialSprint);
  const nextTask = React.useRef(3);

  const addTask = () => {
    const number = nextTask.current;
    nextTask.current += 1;
    const task: Task = { id: `task-${number}`, label: backlog[(number - 3) % backlog.length] };
    // Return new objects: the tree re-reads `items` when the array changes.
    setItems((prev) => prev.map((sprint) => ({ ...sprint, children: [...(sprint.children ?? []), task] })));
  };

  const removeLastTask = () => {
    setItems((prev) => prev.map((sprint) => ({ ...sprint, children: (sprint.children ?? []).slice(0, -1) })));
  };

  const taskCount = items[0].children?.length ?? 0;

  return (
    <Box sx={{ minHeight: 300, minWidth: 300 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={addTask}>
          Add task
        </Button>
        <Button size="small" variant="outlined" onClick={removeLastTask} disabled={taskCount === 0}>
          Remove last task
        </Button>
      </Stack>
      <RichTreeView items={items} defaultExpandedItems={['sprint-14']} />
    </Box>
  );
}
