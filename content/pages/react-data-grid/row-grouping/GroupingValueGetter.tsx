import { Box } from '@mui/material';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { createOrders, usd, type Order } from '../shared/data';

const rows = createOrders(80);

const monthFormatter = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const columns: GridColDef<Order>[] = [
  {
    field: 'date',
    headerName: 'Order date',
    type: 'date',
    width: 130,
    // Group rows pass their key ("2025 Q2") here: only format real dates.
    valueFormatter: (value: Date | string) =>
      value instanceof Date ? monthFormatter.format(value) : value,
    // Group by "2025 Q2" instead of by day.
    groupingValueGetter: (value: Date) =>
      `${value.getUTCFullYear()} Q${Math.floor(value.getUTCMonth() / 3) + 1}`,
  },
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    // Group rows have no quantity or price: leave their total empty.
    valueGetter: (_value, row) =>
      row.quantity === undefined ? undefined : row.quantity * row.unitPrice,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
];

export default function GroupingValueGetter() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['date'] },
          sorting: {
            sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'asc' }],
          },
        }}
      />
    </Box>
  );
}
