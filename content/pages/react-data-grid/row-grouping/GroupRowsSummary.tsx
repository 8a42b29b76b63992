import * as React from 'react';
import { Box, FormControlLabel, Switch, Typography } from '@mui/material';
import {
  DataGridPremium,
  gridRowNodeSelector,
  useGridApiRef,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid-premium';
import { createOrders, usd, type Order } from '../shared/data';

const rows = createOrders(120);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'status', headerName: 'Status', width: 130 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
];

export default function GroupRowsSummary() {
  const apiRef = useGridApiRef();
  const [groupId, setGroupId] = React.useState<GridRowId | null>(null);
  const [filteredOnly, setFilteredOnly] = React.useState(true);
  const [, refresh] = React.useReducer((count: number) => count + 1, 0);

  let summary = 'Click a group row to sum up its orders.';
  if (groupId !== null && apiRef.current) {
    const node = gridRowNodeSelector(apiRef, groupId);
    // The ids of the data rows below the group, at every depth.
    const ids = apiRef.current.getRowGroupChildren({ groupId, applyFiltering: filteredOnly });
    const total = ids.reduce<number>((sum, id) => {
      const order = apiRef.current!.getRow<Order>(id)!;
      return sum + order.quantity * order.unitPrice;
    }, 0);
    const name = node?.type === 'group' ? String(node.groupingKey) : '';
    summary = `${name}: ${ids.length} orders, ${usd.format(total)}`;
  }

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        label="Only the rows that pass the filters (applyFiltering)"
        control={
          <Switch
            checked={filteredOnly}
            onChange={(event) => setFilteredOnly(event.target.checked)}
          />
        }
      />
      <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }}>
        {summary}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          showToolbar
          disableRowSelectionOnClick
          onRowClick={(params) => {
            if (gridRowNodeSelector(apiRef, params.id)?.type === 'group') {
              setGroupId(params.id);
            }
          }}
          onFilterModelChange={refresh}
          initialState={{
            rowGrouping: { model: ['country', 'status'] },
            filter: {
              filterModel: { items: [{ field: 'status', operator: 'doesNotEqual', value: 'Cancelled' }] },
            },
          }}
        />
      </Box>
    </Box>
  );
}
