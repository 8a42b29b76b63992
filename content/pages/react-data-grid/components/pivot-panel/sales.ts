import type { GridColDef } from '@mui/x-data-grid-premium';
import { createOrders, usd, type Order } from '../../shared/data';

/** 200 orders with their revenue, for the pivot demos. */
export const salesRows = createOrders(200).map((order: Order) => ({
  ...order,
  revenue: Math.round(order.quantity * order.unitPrice * 100) / 100,
}));

export type SalesRow = (typeof salesRows)[number];

export const salesColumns: GridColDef<SalesRow>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'date', headerName: 'Date', type: 'date', width: 120 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => (value == null ? '' : usd.format(value)),
  },
];
