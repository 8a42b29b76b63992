import * as React from 'react';
import { Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
import {
  DataGridPremium,
  type DataGridPremiumProps,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { createOrders, type Order } from '../shared/data';

const rows = createOrders(90);

const columns: GridColDef<Order>[] = [
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'quantity', headerName: 'Units', type: 'number', width: 110 },
];

type Placement = 'inline' | 'footer' | 'root-only';

const positions: Record<Placement, DataGridPremiumProps['getAggregationPosition']> = {
  // Totals in the group rows, grand total in the footer (the default).
  inline: (groupNode) => (groupNode.depth === -1 ? 'footer' : 'inline'),
  // A footer row under each expanded group.
  footer: () => 'footer',
  // No group totals, only the grand total.
  'root-only': (groupNode) => (groupNode.depth === -1 ? 'footer' : null),
};

export default function AggregationPosition() {
  const [placement, setPlacement] = React.useState<Placement>('footer');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={placement}
        onChange={(_, value: Placement | null) => value && setPlacement(value)}
        sx={{ mb: 1 }}
      >
        <ToggleButton value="inline">In group rows</ToggleButton>
        <ToggleButton value="footer">Group footers</ToggleButton>
        <ToggleButton value="root-only">Grand total only</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          getAggregationPosition={positions[placement]}
          defaultGroupingExpansionDepth={1}
          initialState={{
            rowGrouping: { model: ['status'] },
            aggregation: { model: { quantity: 'sum' } },
          }}
        />
      </Box>
    </Box>
  );
}
