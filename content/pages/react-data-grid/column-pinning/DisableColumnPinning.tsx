import { Box } from '@mui/material';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

type Order = {
  id: number;
  order: string;
  customer: string;
  city: string;
  items: number;
  total: number;
  notes: string;
};

const columns: GridColDef<Order>[] = [
  { field: 'order', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'items', headerName: 'Items', type: 'number', width: 90 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 110 },
  // Too wide to be useful as a pinned column: no pin entries in its column menu.
  { field: 'notes', headerName: 'Delivery notes', width: 420, pinnable: false },
];

const rows: Order[] = [
  {
    id: 1,
    order: 'SO-4410',
    customer: 'Bakkerij de Vries',
    city: 'Utrecht',
    items: 12,
    total: 386,
    notes: 'Deliver to the back entrance before 7:00, ring twice.',
  },
  {
    id: 2,
    order: 'SO-4411',
    customer: 'Café Aurora',
    city: 'Ghent',
    items: 4,
    total: 129,
    notes: 'Leave with the neighbouring florist if closed.',
  },
  {
    id: 3,
    order: 'SO-4412',
    customer: 'Hotel Lindenhof',
    city: 'Cologne',
    items: 30,
    total: 1245,
    notes: 'Loading dock B. Call the kitchen on arrival.',
  },
  {
    id: 4,
    order: 'SO-4413',
    customer: 'Studio Noord',
    city: 'Amsterdam',
    items: 2,
    total: 58,
    notes: 'No deliveries on Mondays.',
  },
  {
    id: 5,
    order: 'SO-4414',
    customer: 'Maison Gaspard',
    city: 'Lille',
    items: 9,
    total: 402,
    notes: 'Fragile: glassware in boxes 3 and 4.',
  },
  {
    id: 6,
    order: 'SO-4415',
    customer: 'Kantine Zuid',
    city: 'Rotterdam',
    items: 18,
    total: 611,
    notes: 'Invoice to the head office, not the site.',
  },
  {
    id: 7,
    order: 'SO-4416',
    customer: 'Brasserie Lumière',
    city: 'Brussels',
    items: 7,
    total: 274,
    notes: 'Use the service lift; main lift is for guests.',
  },
];

export default function DisableColumnPinning() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        initialState={{ pinnedColumns: { left: ['order'] } }}
      />
    </Box>
  );
}
