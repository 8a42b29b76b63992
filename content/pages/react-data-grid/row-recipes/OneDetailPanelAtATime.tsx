import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowId, type GridRowParams } from '@mui/x-data-grid-pro';
import { createOrders, usd, type Order } from '../shared/data';

const rows = createOrders(40);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
];

function OrderSummary({ row }: { row: Order }) {
  return (
    <Box sx={{ px: 2, py: 1.5 }}>
      <Typography variant="body2">
        {row.quantity} × {row.product} at {usd.format(row.unitPrice)}, shipped to {row.country}.
      </Typography>
    </Box>
  );
}

const getDetailPanelContent = ({ row }: GridRowParams<Order>) => <OrderSummary row={row} />;
const getDetailPanelHeight = () => 'auto' as const;

export default function OneDetailPanelAtATime() {
  const [expanded, setExpanded] = React.useState<Set<GridRowId>>(() => new Set());

  // The grid proposes the previous set plus the row just opened (or minus the row just closed):
  // keep only the ids that were not open before, which leaves at most one.
  const handleChange = React.useCallback((next: Set<GridRowId>) => {
    setExpanded((previous) => new Set([...next].filter((id) => !previous.has(id))));
  }, []);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        detailPanelExpandedRowIds={expanded}
        onDetailPanelExpandedRowIdsChange={handleChange}
      />
    </Box>
  );
}
