import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridRowId } from '@mui/x-data-grid';

type Task = { id: number; title: string; assignee: string; done: boolean };

const initialTasks: Task[] = [
  {
    id: 1,
    title: 'Draft the Q3 stock report',
    assignee: 'Amara Okafor',
    done: false,
  },
  { id: 2, title: 'Call the Denver warehouse', assignee: 'Bruno Silva', done: true },
  { id: 3, title: 'Review return requests', assignee: 'Chen Wang', done: false },
];

const NEW_TASKS = [
  'Update the tent size chart',
  'Reply to supplier quote',
  'Plan the autumn catalogue shoot',
  'Audit the headlamp batteries',
];

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 220 },
  { field: 'assignee', headerName: 'Assignee', width: 160 },
  { field: 'done', headerName: 'Done', type: 'boolean', width: 90 },
];

export default function UpdateRowsFromProps() {
  const [rows, setRows] = React.useState(initialTasks);
  const [selectedId, setSelectedId] = React.useState<GridRowId | null>(null);
  const nextId = React.useRef(initialTasks.length + 1);

  const addTask = () => {
    const id = nextId.current;
    nextId.current += 1;
    const title = NEW_TASKS[(id - 1) % NEW_TASKS.length]!;
    // A new array with the new row at the end.
    setRows((prev) => [
      ...prev,
      { id, title, assignee: 'Dalia Haddad', done: false },
    ]);
  };

  const toggleDone = () => {
    // A new array, and a new object for the row that changes.
    setRows((prev) =>
      prev.map((row) => (row.id === selectedId ? { ...row, done: !row.done } : row)),
    );
  };

  const removeTask = () => {
    setRows((prev) => prev.filter((row) => row.id !== selectedId));
    setSelectedId(null);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" onClick={addTask}>
          Add a task
        </Button>
        <Button size="small" onClick={toggleDone} disabled={selectedId === null}>
          Toggle done
        </Button>
        <Button size="small" onClick={removeTask} disabled={selectedId === null}>
          Remove
        </Button>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onRowSelectionModelChange={(model) => {
            const [first] = model.ids;
            setSelectedId(first ?? null);
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
