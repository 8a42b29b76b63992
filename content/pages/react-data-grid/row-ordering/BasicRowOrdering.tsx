import { Box } from '@mui/material';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

type Task = { id: number; task: string; owner: string; estimate: number };

const columns: GridColDef<Task>[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 220 },
  { field: 'owner', headerName: 'Owner', width: 140 },
  { field: 'estimate', headerName: 'Estimate (h)', type: 'number', width: 120 },
];

const rows: Task[] = [
  { id: 1, task: 'Draft the spring catalog copy', owner: 'Rosa Moreau', estimate: 6 },
  { id: 2, task: 'Photograph the new tent range', owner: 'Liam Murphy', estimate: 10 },
  { id: 3, task: 'Update size charts for footwear', owner: 'Keiko Tanaka', estimate: 3 },
  { id: 4, task: 'Translate product pages to Spanish', owner: 'Diego Garcia', estimate: 8 },
  { id: 5, task: 'Review shipping rates', owner: 'Nadia Aziz', estimate: 2 },
  { id: 6, task: 'Plan the newsletter', owner: 'Rosa Moreau', estimate: 4 },
];

export default function BasicRowOrdering() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} rowReordering hideFooter />
    </Box>
  );
}
