import { Box } from '@mui/material';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
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
    width: 130,
    valueFormatter: (value: Date) => day.format(value),
    groupingValueGetter: (_value, row) => monthKey(row.date),
  },
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 130 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 130,
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
          width: 190,
          // Group rows hold the key returned by groupingValueGetter.
          valueFormatter: (value: string | undefined) =>
            value ? month.format(new Date(`${value}-01T00:00:00Z`)) : '',
        }}
        initialState={{
          rowGrouping: { model: ['date'] },
          aggregation: { model: { quantity: 'sum', total: 'sum' } },
        }}
      />
    </Box>
  );
}
