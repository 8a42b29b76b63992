import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, Toolbar, type GridColDef, type GridSlotProps } from '@mui/x-data-grid';

// Declares the extra prop the custom toolbar expects.
declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    onAddTask?: () => void;
  }
}

function TaskToolbar(props: GridSlotProps['toolbar']) {
  return (
    <Toolbar>
      <Button size="small" onClick={props.onAddTask}>
        Add task
      </Button>
    </Toolbar>
  );
}

const columns: GridColDef[] = [{ field: 'title', headerName: 'Task', width: 260 }];

export default function TypedToolbarProps() {
  const [rows, setRows] = React.useState([
    { id: 1, title: 'Book the venue' },
    { id: 2, title: 'Send the invitations' },
  ]);
  const addTask = () => setRows((prev) => [...prev, { id: prev.length + 1, title: `New task ${prev.length + 1}` }]);

  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slots={{ toolbar: TaskToolbar }}
        // `onAddTask` type-checks thanks to the augmentation above.
        slotProps={{ toolbar: { onAddTask: addTask } }}
      />
    </Box>
  );
}
