import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  gridColumnFieldsSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-pro';
import { createOrders, usd, type Order } from '../shared/data';

const rows = createOrders(30);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'product', headerName: 'Product', width: 200 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'status', headerName: 'Status', width: 110 },
];

// The order the grid starts with: status moved next to the reference.
const initialOrder = [
  'reference',
  'status',
  'customer',
  'product',
  'quantity',
  'unitPrice',
];

export default function ColumnOrderApi() {
  const apiRef = useGridApiRef();
  const [order, setOrder] = React.useState<string[]>(initialOrder);

  const readOrder = () => {
    if (apiRef.current) {
      setOrder(gridColumnFieldsSelector(apiRef));
    }
  };

  const moveToEnd = (field: string) => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    api.setColumnIndex(field, api.getAllColumns().length - 1);
    readOrder();
  };

  const reset = () => {
    initialOrder.forEach((field, index) =>
      apiRef.current?.setColumnIndex(field, index),
    );
    readOrder();
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" onClick={() => moveToEnd('status')}>
          Move status to the end
        </Button>
        <Button size="small" onClick={() => moveToEnd('customer')}>
          Move customer to the end
        </Button>
        <Button size="small" onClick={reset}>
          Reset
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ columns: { orderedFields: initialOrder } }}
          onColumnOrderChange={readOrder}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Order: {order.join(', ')}
      </Typography>
    </Box>
  );
}
