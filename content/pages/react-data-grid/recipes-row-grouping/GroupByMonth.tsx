import { Box } from '@mui/material';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { createOrders, usd, type Order } from '../shared/data';

const rows = createOrders(300);

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const month = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2024-03" for any date in March 2024: sorts in calendar order. */
const monthKey = (date: Date) =>
  `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;

const columns: GridColDef<Order>[] = [
  {
    field: 'date',
    headerName: 'Date',
    type: 'date',
    width: 120,
    // Group rows have no date of their own: show nothing for them.
    valueFormatter: (value: unknown) => (value instanceof Date ? day.format(value) : ''),
    groupingValueGetter: (_value, row) => monthKey(row.date),
  },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 100 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function GroupByMonth() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        groupingColDef={{
          headerName: 'Month',
          width: 160,
          // Group rows hold the key returned by groupingValueGetter.
          valueFormatter: (value: string | undefined) =>
            value ? month.format(new Date(`${value}-01T00:00:00Z`)) : '',
        }}
        initialState={{
          rowGrouping: { model: ['date'] },
          aggregation: { model: { quantity: 'sum', total: 'sum' } },
          sorting: {
            sortModel: [
              { field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'asc' },
              { field: 'date', sort: 'asc' },
            ],
          },
        }}
      />
    </Box>
  );
}
