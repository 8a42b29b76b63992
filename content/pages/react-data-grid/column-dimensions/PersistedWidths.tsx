import * as React from 'react';
import { Box, Button, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createOrders, type Order } from '../shared/data';

const rows = createOrders(25);

const defaultWidths: Record<string, number> = {
  reference: 100,
  customer: 150,
  product: 190,
  status: 110,
};

export default function PersistedWidths() {
  // Widths chosen by the user, by field. An application would store them,
  // for example in localStorage or in the user's settings.
  const [widths, setWidths] = React.useState<Record<string, number>>(defaultWidths);

  const columns = React.useMemo<GridColDef<Order>[]>(
    () => [
      { field: 'reference', headerName: 'Order', width: widths.reference },
      { field: 'customer', headerName: 'Customer', width: widths.customer },
      { field: 'product', headerName: 'Product', width: widths.product },
      { field: 'status', headerName: 'Status', width: widths.status },
    ],
    [widths],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onColumnWidthChange={(params) =>
            setWidths((prev) => ({ ...prev, [params.colDef.field]: Math.round(params.width) }))
          }
        />
      </Box>
      <Box sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="body2" component="code" sx={{ color: 'text.secondary' }}>
          {JSON.stringify(widths)}
        </Typography>
        <Button size="small" onClick={() => setWidths(defaultWidths)}>
          Reset widths
        </Button>
      </Box>
    </Box>
  );
}
