import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const ROOMS = ['hallA', 'hallB', 'workshop'] as const;
type Room = (typeof ROOMS)[number];

type Slot = { id: number; time: string } & Partial<Record<Room, string>>;

const rows: Slot[] = [
  { id: 1, time: '09:00', hallA: 'Opening keynote: the state of web maps' },
  {
    id: 2,
    time: '10:00',
    hallA: 'Vector tiles at scale',
    hallB: 'Accessible charts',
    workshop: 'Intro to WebGL',
  },
  {
    id: 3,
    time: '11:00',
    hallA: 'Offline-first field apps',
    hallB: 'Design tokens in practice',
    workshop: 'Intro to WebGL (part 2)',
  },
  { id: 4, time: '12:00', hallA: 'Lunch break' },
  {
    id: 5,
    time: '13:30',
    hallA: 'Routing engines compared',
    hallB: 'Typed data pipelines',
  },
  {
    id: 6,
    time: '14:30',
    hallA: 'Panel: open data in cities',
    hallB: 'Lightning talks',
    workshop: 'Testing React apps',
  },
  { id: 7, time: '16:00', hallA: 'Closing keynote and awards' },
];

// A slot with a talk only in Hall A is plenary: it spans all three rooms.
const isPlenary = (row: Slot) => !row.hallB && !row.workshop;

const columns: GridColDef<Slot>[] = [
  { field: 'time', headerName: 'Time', width: 70 },
  {
    field: 'hallA',
    headerName: 'Hall A',
    flex: 1,
    minWidth: 140,
    colSpan: (_value, row) => (isPlenary(row) ? ROOMS.length : undefined),
    cellClassName: (params) => (isPlenary(params.row) ? 'schedule-plenary' : ''),
  },
  { field: 'hallB', headerName: 'Hall B', flex: 1, minWidth: 140 },
  {
    field: 'workshop',
    headerName: 'Workshop room',
    flex: 1,
    minWidth: 140,
  },
];

export default function ScheduleColumnSpanning() {
  return (
    <Box
      sx={{
        height: 440,
        width: '100%',
        '& .schedule-plenary': {
          textAlign: 'center',
          fontWeight: 'medium',
          bgcolor: 'action.hover',
        },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        showCellVerticalBorder
        disableColumnSorting
        hideFooter
        getRowHeight={() => 'auto'}
        sx={{ '& .MuiDataGrid-cell': { py: 1.5 } }}
      />
    </Box>
  );
}
