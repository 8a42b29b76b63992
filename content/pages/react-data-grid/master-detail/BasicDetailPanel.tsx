import * as React from 'react';
import { Box, Stack, Typography } from '@mui/material';
import {
  DataGridPro,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import { orders, orderTotal, usd, type CustomerOrder } from './ordersData';

const columns: GridColDef<CustomerOrder>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'status', headerName: 'Status', width: 100 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => orderTotal(row),
    valueFormatter: (value: number) => usd.format(value),
  },
];

function OrderLines({ order }: { order: CustomerOrder }) {
  return (
    <Box sx={{ py: 2, px: 3 }}>
      <Typography variant="subtitle2" gutterBottom>
        {order.reference} · {order.email}
      </Typography>
      {order.lines.map((line) => (
        <Stack
          key={line.product}
          direction="row"
          spacing={2}
          sx={{ py: 0.5, borderBottom: 1, borderColor: 'divider' }}
        >
          <Typography variant="body2" sx={{ flex: 1 }}>
            {line.product}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {line.quantity} × {usd.format(line.unitPrice)}
          </Typography>
          <Typography variant="body2" sx={{ width: 90, textAlign: 'end' }}>
            {usd.format(line.quantity * line.unitPrice)}
          </Typography>
        </Stack>
      ))}
    </Box>
  );
}

export default function BasicDetailPanel() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<CustomerOrder>) => <OrderLines order={row} />,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={orders}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ detailPanel: { expandedRowIds: new Set([1]) } }}
        hideFooter
      />
    </Box>
  );
}
