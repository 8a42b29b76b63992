import { Box } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

// Rows as they arrive from a JSON API: dates are strings or timestamps,
// and the weight is a string.
type ShipmentDto = {
  id: number;
  tracking: string;
  weightKg: string;
  shippedOn: string;
  deliveredAt: number | null;
};

const rows: ShipmentDto[] = [
  {
    id: 1,
    tracking: 'NL-48213',
    weightKg: '12.4',
    shippedOn: '2025-03-03',
    deliveredAt: 1741184400000,
  },
  {
    id: 2,
    tracking: 'CP-11872',
    weightKg: '1.8',
    shippedOn: '2025-03-04',
    deliveredAt: 1741122300000,
  },
  {
    id: 3,
    tracking: 'HL-90311',
    weightKg: '240',
    shippedOn: '2025-03-06',
    deliveredAt: null,
  },
  {
    id: 4,
    tracking: 'NL-48377',
    weightKg: '36.5',
    shippedOn: '2025-03-07',
    deliveredAt: 1741686300000,
  },
  {
    id: 5,
    tracking: 'SC-20554',
    weightKg: '4.2',
    shippedOn: '2025-03-09',
    deliveredAt: null,
  },
];

const utcDate = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeZone: 'UTC',
});
const utcDateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

const columns: GridColDef<ShipmentDto>[] = [
  { field: 'tracking', headerName: 'Tracking', width: 120 },
  {
    field: 'weightKg',
    headerName: 'Weight (kg)',
    type: 'number',
    width: 120,
    // '240' sorts after '36.5' as a string, but not as a number.
    valueGetter: (value: string) => Number(value),
  },
  {
    field: 'shippedOn',
    headerName: 'Shipped',
    type: 'date',
    width: 140,
    // 'YYYY-MM-DD' strings are read as midnight UTC.
    valueGetter: (value: string) => new Date(value),
    valueFormatter: (value: Date) => utcDate.format(value),
  },
  {
    field: 'deliveredAt',
    headerName: 'Delivered',
    type: 'dateTime',
    width: 190,
    // Milliseconds since 1970, or null while in transit.
    valueGetter: (value: number | null) => (value == null ? null : new Date(value)),
    valueFormatter: (value: Date | null) =>
      value ? utcDateTime.format(value) : 'In transit',
  },
];

export default function ConvertingTypes() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'weightKg', sort: 'desc' }] } }}
      />
    </Box>
  );
}
