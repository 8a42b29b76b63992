import { Box } from '@mui/material';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

type Flight = {
  id: number;
  flight: string;
  origin: string;
  destination: string;
  aircraft: string;
  gate: string;
  departure: string;
  arrival: string;
  passengers: number;
  status: string;
};

const columns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'origin', headerName: 'Origin', width: 160 },
  { field: 'destination', headerName: 'Destination', width: 160 },
  { field: 'aircraft', headerName: 'Aircraft', width: 160 },
  { field: 'gate', headerName: 'Gate', width: 90 },
  { field: 'departure', headerName: 'Departs', width: 110 },
  { field: 'arrival', headerName: 'Arrives', width: 110 },
  { field: 'passengers', headerName: 'Passengers', type: 'number', width: 120 },
  { field: 'status', headerName: 'Status', width: 120 },
];

const rows: Flight[] = [
  {
    id: 1,
    flight: 'NX 204',
    origin: 'Amsterdam',
    destination: 'Oslo',
    aircraft: 'Airbus A320neo',
    gate: 'D4',
    departure: '07:15',
    arrival: '09:05',
    passengers: 164,
    status: 'Boarding',
  },
  {
    id: 2,
    flight: 'NX 318',
    origin: 'Amsterdam',
    destination: 'Lisbon',
    aircraft: 'Boeing 737-800',
    gate: 'D7',
    departure: '07:40',
    arrival: '09:50',
    passengers: 171,
    status: 'On time',
  },
  {
    id: 3,
    flight: 'NX 522',
    origin: 'Amsterdam',
    destination: 'Vienna',
    aircraft: 'Embraer E195',
    gate: 'B12',
    departure: '08:05',
    arrival: '09:50',
    passengers: 108,
    status: 'Delayed',
  },
  {
    id: 4,
    flight: 'NX 610',
    origin: 'Amsterdam',
    destination: 'Reykjavík',
    aircraft: 'Boeing 737 MAX 8',
    gate: 'E3',
    departure: '08:30',
    arrival: '10:20',
    passengers: 152,
    status: 'On time',
  },
  {
    id: 5,
    flight: 'NX 715',
    origin: 'Amsterdam',
    destination: 'Athens',
    aircraft: 'Airbus A321neo',
    gate: 'D9',
    departure: '09:10',
    arrival: '13:35',
    passengers: 196,
    status: 'On time',
  },
  {
    id: 6,
    flight: 'NX 802',
    origin: 'Amsterdam',
    destination: 'Dublin',
    aircraft: 'Airbus A320neo',
    gate: 'C2',
    departure: '09:25',
    arrival: '09:55',
    passengers: 158,
    status: 'Cancelled',
  },
  {
    id: 7,
    flight: 'NX 933',
    origin: 'Amsterdam',
    destination: 'Warsaw',
    aircraft: 'Embraer E190',
    gate: 'B6',
    departure: '10:00',
    arrival: '11:55',
    passengers: 94,
    status: 'On time',
  },
  {
    id: 8,
    flight: 'NX 1047',
    origin: 'Amsterdam',
    destination: 'Barcelona',
    aircraft: 'Boeing 737-800',
    gate: 'D2',
    departure: '10:45',
    arrival: '13:00',
    passengers: 182,
    status: 'Delayed',
  },
];

export default function BasicColumnPinning() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        initialState={{ pinnedColumns: { left: ['flight'], right: ['status'] } }}
      />
    </Box>
  );
}
