import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Ticket = { id: number; subject: string; message: string; priority: string };

const rows: Ticket[] = [
  {
    id: 1,
    subject: 'Tent pole cracked',
    message:
      'One of the poles of my Ridgeline tent cracked on the second night. The tent is three weeks old. Can I get a replacement pole sent to my address?',
    priority: 'High',
  },
  {
    id: 2,
    subject: 'Invoice copy',
    message: 'Please send a copy of the invoice for order SO-10044.',
    priority: 'Low',
  },
  {
    id: 3,
    subject: 'Boot sizing',
    message:
      'I usually wear 43 in trail runners. Should I order the Granite mid hiking boot in the same size, or half a size up for thicker socks?',
    priority: 'Normal',
  },
  {
    id: 4,
    subject: 'Delivery delayed',
    message:
      'Tracking has shown "in transit" for six days. The trip starts on Friday, so if the parcel will not arrive by Thursday I would rather cancel and buy in store.',
    priority: 'High',
  },
  {
    id: 5,
    subject: 'Thanks',
    message: 'The headlamp is great.',
    priority: 'Low',
  },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', width: 150 },
  { field: 'message', headerName: 'Message', flex: 1, minWidth: 260 },
  { field: 'priority', headerName: 'Priority', width: 100 },
];

export default function AutoRowHeight() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={() => 'auto'}
        getEstimatedRowHeight={() => 80}
        hideFooter
        sx={{ '& .MuiDataGrid-cell': { py: 1 } }}
      />
    </Box>
  );
}
