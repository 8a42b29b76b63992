import { Box } from '@mui/material';
import {
  DataGridPremium,
  type DataGridPremiumProps,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { createOrders, type Order } from '../shared/data';

const rows = createOrders(200);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'date', headerName: 'Date', type: 'date', width: 120 },
  { field: 'quantity', headerName: 'Units', type: 'number', width: 90 },
];

// Offer "Date year" and "Date month" to the pivot panel, computed in UTC.
const getPivotDerivedColumns: DataGridPremiumProps['getPivotDerivedColumns'] = (
  column,
) => {
  if (column.type !== 'date') {
    return undefined;
  }
  const field = column.field as 'date';
  return [
    {
      field: `${field}-year`,
      headerName: `${column.headerName} year`,
      valueGetter: (_value, row: Order) => String(row[field].getUTCFullYear()),
    },
    {
      field: `${field}-month`,
      headerName: `${column.headerName} month`,
      valueGetter: (_value, row: Order) =>
        String(row[field].getUTCMonth() + 1).padStart(2, '0'),
    },
  ];
};

export default function PivotDerivedColumns() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        getPivotDerivedColumns={getPivotDerivedColumns}
        initialState={{
          pivoting: {
            enabled: true,
            model: {
              rows: [{ field: 'date-month' }],
              columns: [{ field: 'date-year', sort: 'asc' }],
              values: [{ field: 'quantity', aggFunc: 'sum' }],
            },
          },
        }}
      />
    </Box>
  );
}
