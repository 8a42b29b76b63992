import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';
import { createOrders, usd, type Order } from '../shared/data';

const rows = createOrders(20);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function RowBorderColor() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showCellVerticalBorder
        showColumnVerticalBorder
        sx={(theme) => {
          const lineColor = theme.alpha((theme.vars || theme).palette.primary.main, 0.4);
          return {
            // Lines between rows, cells and headers.
            '--DataGrid-rowBorderColor': lineColor,
            // The outer border and the footer's top border use border-color instead.
            [`&, & .${gridClasses.withBorderColor}`]: { borderColor: lineColor },
          };
        }}
      />
    </Box>
  );
}
