import type { GridColDef } from '@mui/x-data-grid-premium';
import { COUNTRIES, ORDER_STATUSES, PRODUCT_CATEGORIES, usd } from '../../shared/data';
import type { GroupedOrderRow } from '../mockServer';

/** Order columns for the grouping and aggregation demos; group rows only carry their own field. */
export const groupedOrderColumns: GridColDef<GroupedOrderRow>[] = [
  { field: 'category', headerName: 'Category', type: 'singleSelect', valueOptions: [...PRODUCT_CATEGORIES], width: 120 },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: [...ORDER_STATUSES], width: 110 },
  { field: 'country', headerName: 'Country', type: 'singleSelect', valueOptions: [...COUNTRIES], width: 130 },
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) => (value === undefined ? '' : usd.format(value)),
  },
];
