import { Box } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Shipment = {
  id: number;
  carrier: string;
  weightKg: number;
  shippedOn: Date;
  deliveredAt: Date | null;
  insured: boolean;
  priority: 'Standard' | 'Express' | 'Overnight';
};

const utcDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
const utcDateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

const columns: GridColDef<Shipment>[] = [
  { field: 'carrier', headerName: 'Carrier (string)', width: 150 },
  { field: 'weightKg', headerName: 'Weight (number)', type: 'number', width: 140 },
  {
    field: 'shippedOn',
    headerName: 'Shipped (date)',
    type: 'date',
    width: 140,
    valueFormatter: (value: Date) => utcDate.format(value),
  },
  {
    field: 'deliveredAt',
    headerName: 'Delivered (dateTime)',
    type: 'dateTime',
    width: 190,
    valueFormatter: (value: Date | null) => (value ? utcDateTime.format(value) : 'In transit'),
  },
  { field: 'insured', headerName: 'Insured (boolean)', type: 'boolean', width: 140 },
  {
    field: 'priority',
    headerName: 'Priority (singleSelect)',
    type: 'singleSelect',
    valueOptions: ['Standard', 'Express', 'Overnight'],
    width: 180,
  },
];

const rows: Shipment[] = [
  {
    id: 1,
    carrier: 'Nordline Freight',
    weightKg: 12.4,
    shippedOn: new Date(Date.UTC(2025, 2, 3)),
    deliveredAt: new Date(Date.UTC(2025, 2, 5, 14, 20)),
    insured: true,
    priority: 'Express',
  },
  {
    id: 2,
    carrier: 'Cascade Parcel',
    weightKg: 1.8,
    shippedOn: new Date(Date.UTC(2025, 2, 4)),
    deliveredAt: new Date(Date.UTC(2025, 2, 4, 21, 5)),
    insured: false,
    priority: 'Overnight',
  },
  {
    id: 3,
    carrier: 'Harbor Logistics',
    weightKg: 240,
    shippedOn: new Date(Date.UTC(2025, 2, 6)),
    deliveredAt: null,
    insured: true,
    priority: 'Standard',
  },
  {
    id: 4,
    carrier: 'Nordline Freight',
    weightKg: 36.5,
    shippedOn: new Date(Date.UTC(2025, 2, 7)),
    deliveredAt: new Date(Date.UTC(2025, 2, 11, 9, 45)),
    insured: false,
    priority: 'Standard',
  },
  {
    id: 5,
    carrier: 'Summit Couriers',
    weightKg: 4.2,
    shippedOn: new Date(Date.UTC(2025, 2, 9)),
    deliveredAt: null,
    insured: true,
    priority: 'Express',
  },
];

export default function ColumnTypes() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
