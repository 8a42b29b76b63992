import * as React from 'react';
import { Box, FormControlLabel, Switch, Typography } from '@mui/material';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { createOrders, type Order } from '../shared/data';
import { useRenderContext } from './useRenderContext';

const rows = createOrders(100);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 130 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'status', headerName: 'Status', width: 100 },
];

export default function DisableVirtualization() {
  const apiRef = useGridApiRef();
  const context = useRenderContext(apiRef);
  const [disabled, setDisabled] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <FormControlLabel
          control={
            <Switch
              checked={disabled}
              onChange={(event) => setDisabled(event.target.checked)}
            />
          }
          label="disableVirtualization"
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {context
            ? `Rendered rows: ${context.lastRowIndex - context.firstRowIndex} of ${rows.length}`
            : `Rows on the page: ${rows.length}`}
        </Typography>
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          disableVirtualization={disabled}
        />
      </Box>
    </Box>
  );
}
