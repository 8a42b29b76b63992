import * as React from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import {
  DataGridPro,
  type GridColDef,
  type GridRowId,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import { orders, type CustomerOrder } from './ordersData';

const columns: GridColDef<CustomerOrder>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'date', headerName: 'Date', width: 120 },
  { field: 'status', headerName: 'Status', width: 100 },
];

// Only orders with a delivery note get a panel; the others have no toggle.
const idsWithNotes = orders.filter((order) => order.note).map((order) => order.id);

export default function ControlledDetailPanels() {
  const [expandedIds, setExpandedIds] = React.useState<Set<GridRowId>>(
    () => new Set(),
  );

  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<CustomerOrder>) =>
      row.note ? (
        <Box sx={{ p: 1.5 }}>
          <Alert severity="info">{row.note}</Alert>
        </Box>
      ) : null,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 80, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={() => setExpandedIds(new Set(idsWithNotes))}>
          Show all notes
        </Button>
        <Button size="small" onClick={() => setExpandedIds(new Set())}>
          Hide all notes
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={orders}
          columns={columns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          detailPanelExpandedRowIds={expandedIds}
          onDetailPanelExpandedRowIdsChange={(ids) => setExpandedIds(ids)}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Open panels: {expandedIds.size ? [...expandedIds].join(', ') : 'none'}
      </Typography>
    </Box>
  );
}
