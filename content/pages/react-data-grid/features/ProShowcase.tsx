import { Box, Typography } from '@mui/material';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { createOrders, usd, type Order } from '../shared/data';

const rows = createOrders(60);

const dateFormatter = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'product', headerName: 'Product', width: 190 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    field: 'date',
    headerName: 'Ordered',
    type: 'date',
    width: 130,
    valueFormatter: (value: Date) => dateFormatter.format(value),
  },
  { field: 'status', headerName: 'Status', width: 110 },
];

function OrderDetail({ row }: { row: Order }) {
  return (
    <Box sx={{ py: 1.5, px: 2 }}>
      <Typography variant="body2">
        {row.quantity} × {row.product} at {usd.format(row.unitPrice)} ={' '}
        <strong>{usd.format(row.quantity * row.unitPrice)}</strong>
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Ships to {row.customer}, {row.country}
      </Typography>
    </Box>
  );
}

export default function ProShowcase() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        headerFilters
        getDetailPanelContent={({ row }) => <OrderDetail row={row} />}
        getDetailPanelHeight={() => 'auto'}
        initialState={{
          pinnedColumns: { left: ['reference'], right: ['status'] },
          sorting: {
            sortModel: [
              { field: 'status', sort: 'asc' },
              { field: 'date', sort: 'desc' },
            ],
          },
        }}
      />
    </Box>
  );
}
