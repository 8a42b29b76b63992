import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridRowClassNameParams,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import { createOrders, usd, type Order } from '../shared/data';

// A fixed "today", so that the demo shows the same rows every day.
const TODAY = Date.UTC(2025, 5, 16);
const DAY = 24 * 60 * 60 * 1000;
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

interface OrderRow extends Order {
  due: Date;
}

// Orders are due 30 days after they are placed.
const rows: OrderRow[] = createOrders(40)
  .filter((order) => order.date.getTime() <= TODAY)
  .slice(0, 24)
  .map((order) => ({ ...order, due: new Date(order.date.getTime() + 30 * DAY) }));

const isOverdue = (row: OrderRow) =>
  (row.status === 'Pending' || row.status === 'Paid') && row.due.getTime() < TODAY;

const columns: GridColDef<OrderRow>[] = [
  { field: 'reference', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 110 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 95,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'status', headerName: 'Status', width: 90 },
  {
    field: 'due',
    headerName: 'Due',
    type: 'date',
    width: 105,
    valueFormatter: (value: Date) => dateFormat.format(value),
    cellClassName: ({ row }) => (isOverdue(row) ? 'order-cell--late' : ''),
  },
];

const getRowClassName = ({ row }: GridRowClassNameParams<OrderRow>) =>
  isOverdue(row) ? 'order-row--late' : '';

export default function OverdueOrders() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>(() => ({
    type: 'include',
    ids: new Set([rows.find(isOverdue)?.id ?? rows[0]!.id]),
  }));

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
        getRowClassName={getRowClassName}
        hideFooter
        sx={(theme) => {
          const error = (theme.vars || theme).palette.error.main;
          return {
            '& .order-row--late': {
              bgcolor: theme.alpha(error, 0.08),
              // Keep feedback on hover and selection, in the same hue.
              '&:hover': { bgcolor: theme.alpha(error, 0.14) },
              '&.Mui-selected': { bgcolor: theme.alpha(error, 0.2) },
              '&.Mui-selected:hover': { bgcolor: theme.alpha(error, 0.26) },
            },
            '& .order-cell--late': { color: 'error.main', fontWeight: 'bold' },
          };
        }}
      />
    </Box>
  );
}
