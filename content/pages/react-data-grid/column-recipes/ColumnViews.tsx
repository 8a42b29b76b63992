import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGrid,
  type GridColDef,
  type GridColumnVisibilityModel,
} from '@mui/x-data-grid';
import { createOrders, usd, type Order } from '../shared/data';

const rows = createOrders(40);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', width: 130 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'product', headerName: 'Product', width: 170 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value: number) => usd.format(value),
  },
  {
    field: 'date',
    headerName: 'Date',
    type: 'date',
    width: 110,
    valueFormatter: (value: Date) => value.toISOString().slice(0, 10),
  },
  { field: 'status', headerName: 'Status', width: 100 },
];

type View = 'all' | 'sales' | 'shipping';

// Each view lists the columns it hides; the others stay visible.
const VIEWS: Record<View, GridColumnVisibilityModel> = {
  all: {},
  sales: { country: false, date: false, status: false },
  shipping: { product: false, quantity: false, total: false },
};

export default function ColumnViews() {
  const [view, setView] = React.useState<View>('sales');
  const [visibilityModel, setVisibilityModel] = React.useState(VIEWS.sales);

  const handleViewChange = (
    _event: React.MouseEvent<HTMLElement>,
    next: View | null,
  ) => {
    if (next) {
      setView(next);
      setVisibilityModel(VIEWS[next]);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={handleViewChange}
        aria-label="Column view"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="sales">Sales</ToggleButton>
        <ToggleButton value="shipping">Shipping</ToggleButton>
        <ToggleButton value="all">All columns</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          columnVisibilityModel={visibilityModel}
          onColumnVisibilityModelChange={setVisibilityModel}
        />
      </Box>
    </Box>
  );
}
