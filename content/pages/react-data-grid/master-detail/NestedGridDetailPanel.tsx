import * as React from 'react';
import { Box } from '@mui/material';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import { orders, orderTotal, usd, type CustomerOrder, type OrderLine } from './ordersData';

const lineColumns: GridColDef<OrderLine>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
];

const columns: GridColDef<CustomerOrder>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => orderTotal(row),
    valueFormatter: (value: number) => usd.format(value),
  },
  // The toggle column, moved to the end of the row.
  { ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF, headerName: 'Items' },
];

function LinesGrid({ order }: { order: CustomerOrder }) {
  return (
    <Box sx={{ p: 1.5, height: '100%', boxSizing: 'border-box' }}>
      <DataGridPro
        rows={order.lines}
        columns={lineColumns}
        getRowId={(line) => line.product}
        density="compact"
        hideFooter
      />
    </Box>
  );
}

export default function NestedGridDetailPanel() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<CustomerOrder>) => <LinesGrid order={row} />,
    [],
  );
  // Header, rows and padding: the panel has a fixed height per order.
  const getDetailPanelHeight = React.useCallback(
    ({ row }: GridRowParams<CustomerOrder>) => 24 + 40 + row.lines.length * 36 + 2,
    [],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={orders}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ detailPanel: { expandedRowIds: new Set([3]) } }}
        hideFooter
      />
    </Box>
  );
}
