import type { GridColDef } from '@mui/x-data-grid';
import {
  COUNTRIES,
  ORDER_STATUSES,
  PRODUCT_CATEGORIES,
  createOrders,
  usd,
  type Order,
} from '../shared/data';

// Defined once at module level, so the rows keep their identity across renders.
export const orderRows: Order[] = createOrders(80);

const dateFormatter = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeZone: 'UTC',
});

export const orderColumns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  {
    field: 'date',
    headerName: 'Date',
    type: 'date',
    width: 120,
    // Group rows of the Premium demo have no date: format only real values.
    valueFormatter: (value?: Date) => (value ? dateFormatter.format(value) : ''),
  },
  { field: 'customer', headerName: 'Customer', width: 140 },
  {
    field: 'country',
    headerName: 'Country',
    type: 'singleSelect',
    valueOptions: [...COUNTRIES],
    width: 130,
  },
  { field: 'product', headerName: 'Product', width: 200 },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: [...PRODUCT_CATEGORIES],
    width: 110,
  },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 100,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...ORDER_STATUSES],
    width: 110,
  },
];
