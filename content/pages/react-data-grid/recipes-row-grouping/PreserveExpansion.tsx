import * as React from 'react';
import { Box, Button, FormControlLabel, Stack, Switch } from '@mui/material';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  useGridApiRef,
  type GridColDef,
  type GridGroupNode,
  type GridRowId,
} from '@mui/x-data-grid-premium';
import { createOrders, usd, type Order } from '../shared/data';

const columns: GridColDef<Order>[] = [
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 130 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function PreserveExpansion() {
  const apiRef = useGridApiRef();
  const [seed, setSeed] = React.useState(23);
  const [remember, setRemember] = React.useState(true);
  // Each refresh brings a new set of orders, as a reload from a server would.
  const rows = React.useMemo(() => createOrders(80, seed), [seed]);

  // The ids of the groups the user has opened. Group ids are derived from the
  // grouping values, so they stay the same when the rows are replaced.
  const expandedGroups = React.useRef(new Set<GridRowId>());

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    return api.subscribeEvent('rowExpansionChange', (node) => {
      if (node.childrenExpanded) {
        expandedGroups.current.add(node.id);
      } else {
        expandedGroups.current.delete(node.id);
      }
    });
  }, [apiRef]);

  const isGroupExpandedByDefault = React.useCallback(
    (node: GridGroupNode) => remember && expandedGroups.current.has(node.id),
    [remember],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => setSeed((s) => s + 1)}>
          Refresh data
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
            />
          }
          label="Remember expanded groups"
        />
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{
            rowGrouping: { model: ['country'] },
            columns: { columnVisibilityModel: { country: false } },
            sorting: {
              sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'asc' }],
            },
          }}
          isGroupExpandedByDefault={isGroupExpandedByDefault}
        />
      </Box>
    </Box>
  );
}
