import type { GridColDef } from '@mui/x-data-grid';
import { ORDER_STATUSES, usd } from '../shared/data';
import type { ServerOrder } from './mockServer';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** The order columns shared by the server-side data demos. */
export const orderColumns: GridColDef<ServerOrder>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 190 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
  {
    field: 'date',
    headerName: 'Date',
    type: 'date',
    width: 120,
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: [...ORDER_STATUSES], width: 110 },
];
