import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Shipment = {
  id: string;
  carrier: string;
  origin: { city: string; country: string };
  destination: { city: string; country: string };
  weightKg: number;
};

const rows: Shipment[] = [
  {
    id: 'SH-7201',
    carrier: 'Northline Freight',
    origin: { city: 'Rotterdam', country: 'NL' },
    destination: { city: 'Toronto', country: 'CA' },
    weightKg: 420,
  },
  {
    id: 'SH-7202',
    carrier: 'Blue Harbor',
    origin: { city: 'Busan', country: 'KR' },
    destination: { city: 'Portland', country: 'US' },
    weightKg: 1180,
  },
  {
    id: 'SH-7203',
    carrier: 'Northline Freight',
    origin: { city: 'Hamburg', country: 'DE' },
    destination: { city: 'Atlanta', country: 'US' },
    weightKg: 265,
  },
  {
    id: 'SH-7204',
    carrier: 'Andes Cargo',
    origin: { city: 'Santos', country: 'BR' },
    destination: { city: 'Denver', country: 'US' },
    weightKg: 730,
  },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 90 },
  { field: 'carrier', headerName: 'Carrier', width: 140 },
  {
    // The field is a name of your choice: the value comes from the getter.
    field: 'originCity',
    headerName: 'From',
    width: 120,
    valueGetter: (_value, row) => `${row.origin.city}, ${row.origin.country}`,
  },
  {
    field: 'destinationCity',
    headerName: 'To',
    width: 120,
    valueGetter: (_value, row) =>
      `${row.destination.city}, ${row.destination.country}`,
  },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 100 },
];

export default function NestedRowData() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
