import { Box, Stack, Typography } from '@mui/material';
import {
  DataGridPremium,
  GRID_ROOT_GROUP_ID,
  GridFooterContainer,
  gridAggregationLookupSelector,
  useGridApiContext,
  useGridSelector,
  type DataGridPremiumProps,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { createOrders, usd, type Order } from '../shared/data';

const rows = createOrders(80);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'quantity', headerName: 'Units', type: 'number', width: 110 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 130,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value: number) => usd.format(value),
  },
];

// Compute the grand totals, but don't add a footer row for them: the footer below shows them.
const getAggregationPosition: DataGridPremiumProps['getAggregationPosition'] = (groupNode) =>
  groupNode.depth === -1 ? 'inline' : null;

function TotalsFooter() {
  const apiRef = useGridApiContext();
  const lookup = useGridSelector(apiRef, gridAggregationLookupSelector);
  const totals = lookup[GRID_ROOT_GROUP_ID];
  const units = totals?.quantity?.value as number | undefined;
  const revenue = totals?.total?.value as number | undefined;

  return (
    <GridFooterContainer sx={{ justifyContent: 'flex-end', px: 2 }}>
      <Stack direction="row" spacing={3}>
        <Typography variant="body2">
          Units: <strong>{units ?? '–'}</strong>
        </Typography>
        <Typography variant="body2">
          Revenue: <strong>{revenue == null ? '–' : usd.format(revenue)}</strong>
        </Typography>
      </Stack>
    </GridFooterContainer>
  );
}

export default function AggregationSelectors() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        getAggregationPosition={getAggregationPosition}
        slots={{ footer: TotalsFooter }}
        initialState={{
          aggregation: { model: { quantity: 'sum', total: 'sum' } },
        }}
      />
    </Box>
  );
}
