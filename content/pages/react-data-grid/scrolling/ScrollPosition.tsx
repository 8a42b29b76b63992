import * as React from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridScrollParams,
} from '@mui/x-data-grid';
import { createOrders, usd, type Order } from '../shared/data';

const rows = createOrders(100);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'product', headerName: 'Product', width: 240 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'quantity', headerName: 'Units', type: 'number', width: 90 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'status', headerName: 'Status', width: 120 },
];

export default function ScrollPosition() {
  const apiRef = useGridApiRef();
  const [position, setPosition] = React.useState<GridScrollParams>({
    top: 0,
    left: 0,
  });
  const [saved, setSaved] = React.useState<GridScrollParams | null>(null);

  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('scrollPositionChange', (params) => {
        setPosition({
          top: Math.round(params.top),
          left: Math.round(params.left),
        });
      }),
    [apiRef],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Button size="small" onClick={() => apiRef.current?.scroll({ top: 0, left: 0 })}>
          Back to start
        </Button>
        <Button
          size="small"
          onClick={() => setSaved(apiRef.current?.getScrollPosition() ?? null)}
        >
          Remember position
        </Button>
        <Button
          size="small"
          disabled={saved === null}
          onClick={() => saved && apiRef.current?.scroll(saved)}
        >
          Restore position
        </Button>
        <Typography
          variant="body2"
          sx={{ color: 'text.secondary', marginInlineStart: 'auto' }}
        >
          top {position.top} px · left {position.left} px
        </Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
