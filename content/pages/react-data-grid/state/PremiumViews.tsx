import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  useGridApiRef,
  type GridInitialState,
} from '@mui/x-data-grid-premium';
import { orderColumns, orderRows } from './orders';

type ViewName = 'flat' | 'category' | 'country';

// Each view sets every model it cares about, so switching views doesn't
// leave a grouping or a pinned column behind.
const views: Record<ViewName, GridInitialState> = {
  flat: {
    rowGrouping: { model: [] },
    aggregation: { model: {} },
    pinnedColumns: { left: ['reference'], right: [] },
    sorting: { sortModel: [{ field: 'date', sort: 'desc' }] },
  },
  category: {
    rowGrouping: { model: ['category'] },
    aggregation: { model: { quantity: 'sum' } },
    pinnedColumns: { left: [GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD], right: [] },
    sorting: { sortModel: [] },
  },
  country: {
    rowGrouping: { model: ['country', 'status'] },
    aggregation: { model: { quantity: 'sum', unitPrice: 'avg' } },
    pinnedColumns: { left: [GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD], right: ['quantity'] },
    sorting: { sortModel: [] },
  },
};

export default function PremiumViews() {
  const apiRef = useGridApiRef();
  const [view, setView] = React.useState<ViewName>('flat');
  const [exported, setExported] = React.useState('');

  const showView = (name: ViewName | null) => {
    const api = apiRef.current;
    if (!name || !api) {
      return;
    }
    setView(name);
    const { pinnedColumns, ...models } = views[name];
    api.restoreState(models);
    // In 8.5.0, restoreState() pins columns without moving them to the edges
    // of the grid: setPinnedColumns() does both.
    if (pinnedColumns) {
      api.setPinnedColumns(pinnedColumns);
    }
  };

  const exportCurrent = () => {
    const state = apiRef.current?.exportState({ exportOnlyDirtyModels: true });
    setExported(JSON.stringify(state, null, 2));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_event, name: ViewName | null) => showView(name)}
          aria-label="Saved views"
        >
          <ToggleButton value="flat">All orders</ToggleButton>
          <ToggleButton value="category">By category</ToggleButton>
          <ToggleButton value="country">By country and status</ToggleButton>
        </ToggleButtonGroup>
        <Button size="small" variant="outlined" onClick={exportCurrent}>
          Export state
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={orderRows}
          columns={orderColumns}
          initialState={views.flat}
          groupingColDef={{ width: 190 }}
        />
      </Box>
      <Box
        component="pre"
        dir="ltr"
        sx={{
          m: 0,
          mt: 1,
          p: 1.5,
          height: 140,
          overflow: 'auto',
          fontSize: 12,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'action.hover',
        }}
      >
        {exported || 'Pick a view or change the grid, then export its state.'}
      </Box>
    </Box>
  );
}
