import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  Toolbar,
  gridFilteredSortedRowEntriesSelector,
  gridFilteredTopLevelRowCountSelector,
  gridPageCountSelector,
  gridPageSelector,
  gridRowCountSelector,
  gridRowSelectionCountSelector,
  gridSortModelSelector,
  useGridApiContext,
  useGridApiRef,
  useGridSelector,
} from '@mui/x-data-grid';
import type { Order } from '../shared/data';
import { orderColumns, orderRows } from './orders';

// Rendered by the grid: reads the state through selectors and re-renders when it changes.
function StatusToolbar() {
  const apiRef = useGridApiContext();
  const total = useGridSelector(apiRef, gridRowCountSelector);
  const matching = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);
  const selected = useGridSelector(apiRef, gridRowSelectionCountSelector);

  const sort = sortModel.map((item) => `${item.field} ${item.sort}`).join(', ');

  return (
    <Toolbar>
      <Typography variant="body2" sx={{ flex: 1, paddingInline: 1 }}>
        {matching} of {total} orders · {sort ? `sorted by ${sort}` : 'unsorted'} · page{' '}
        {page + 1} of {Math.max(pageCount, 1)} · {selected} selected
      </Typography>
    </Toolbar>
  );
}

export default function ReadingWithSelectors() {
  const apiRef = useGridApiRef();
  const [references, setReferences] = React.useState('');

  // Outside the grid, call a selector from an event handler: it reads the state once.
  const readVisibleOrders = () => {
    if (!apiRef.current) {
      return;
    }
    const entries = gridFilteredSortedRowEntriesSelector(apiRef);
    const firstFive = entries.slice(0, 5).map((entry) => (entry.model as Order).reference);
    setReferences(`${firstFive.join(', ')}${entries.length > 5 ? ', …' : ''}`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGrid
          apiRef={apiRef}
          rows={orderRows}
          columns={orderColumns}
          checkboxSelection
          showToolbar
          slots={{ toolbar: StatusToolbar }}
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          pageSizeOptions={[25, 50]}
        />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
        <Button size="small" variant="outlined" onClick={readVisibleOrders}>
          Read first orders
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {references}
        </Typography>
      </Box>
    </Box>
  );
}
