import * as React from 'react';
import { Box, Button, Stack } from '@mui/material';
import {
  DataGrid,
  type GridColDef,
  type GridLocaleText,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import { createOrders, type Order } from '../shared/data';

const allRows = createOrders(30);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 130 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 140 },
  { field: 'status', headerName: 'Status', width: 100 },
];

const localeText: Partial<GridLocaleText> = {
  noRowsLabel: 'No open orders. New orders appear here as soon as they are paid.',
  noResultsOverlayLabel: 'No order matches your search.',
  toolbarQuickFilterPlaceholder: 'Search orders…',
  footerRowSelected: (count) =>
    count === 1 ? '1 order selected' : `${count.toLocaleString()} orders selected`,
  checkboxSelectionHeaderName: 'Select orders',
};

export default function CustomTexts() {
  const [rows, setRows] = React.useState(allRows);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>(() => ({
    type: 'include',
    ids: new Set([1, 2, 3]),
  }));

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={() => setRows([])} disabled={rows.length === 0}>
          Remove all orders
        </Button>
        <Button
          size="small"
          onClick={() => setRows(allRows)}
          disabled={rows.length === allRows.length}
        >
          Restore orders
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          localeText={localeText}
          checkboxSelection
          showToolbar
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </Box>
    </Box>
  );
}
