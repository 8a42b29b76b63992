import { Box } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Session = {
  id: number;
  day: string;
  room: string;
  time: string;
  talk: string;
  speaker: string;
};

const columns: GridColDef<Session>[] = [
  { field: 'day', headerName: 'Day', width: 100 },
  { field: 'room', headerName: 'Room', width: 100 },
  { field: 'time', headerName: 'Time', width: 70 },
  { field: 'talk', headerName: 'Talk', flex: 1, minWidth: 150 },
  { field: 'speaker', headerName: 'Speaker', width: 130 },
];

const rows: Session[] = [
  { id: 1, day: 'Tuesday', room: 'Main hall', time: '09:00', talk: 'Opening keynote', speaker: 'Amara Okafor' },
  { id: 2, day: 'Tuesday', room: 'Main hall', time: '10:00', talk: 'Rendering 100,000 rows', speaker: 'Chen Wang' },
  { id: 3, day: 'Tuesday', room: 'Studio B', time: '10:00', talk: 'Accessible data tables', speaker: 'Dalia Haddad' },
  { id: 4, day: 'Tuesday', room: 'Studio B', time: '11:00', talk: 'Design tokens in practice', speaker: 'Hana Sato' },
  { id: 5, day: 'Wednesday', room: 'Main hall', time: '09:00', talk: 'Server-side data at scale', speaker: 'Omar Farah' },
  { id: 6, day: 'Wednesday', room: 'Main hall', time: '10:00', talk: 'Testing React components', speaker: 'Vera Costa' },
  { id: 7, day: 'Wednesday', room: 'Main hall', time: '11:00', talk: 'Closing panel', speaker: 'Sven Lind' },
];

export default function BasicRowSpanning() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        showColumnVerticalBorder
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
