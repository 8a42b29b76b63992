import * as React from 'react';
import { Box, Typography } from '@mui/material';
import {
  DataGridPremium,
  useGridApiRef,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid-premium';
import { createOrders, type Order } from '../shared/data';

const rows = createOrders(150);

const columns: GridColDef<Order>[] = [
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function GroupChildren() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('Click a group row to list its orders.');

  const handleRowClick: GridEventListener<'rowClick'> = (params) => {
    const api = apiRef.current;
    const node = api?.getRowNode(params.id);
    if (!api || node?.type !== 'group') {
      return;
    }
    // The ids of the data rows in the group, in the order and with the filters of the grid.
    const ids = api.getRowGroupChildren({
      groupId: node.id,
      applyFiltering: true,
      applySorting: true,
    });
    const references = ids.map((id) => api.getRow<Order>(id)?.reference).filter(Boolean);
    setSummary(
      `${String(node.groupingKey)}: ${references.length} orders (${references.slice(0, 6).join(', ')}${
        references.length > 6 ? ', …' : ''
      })`,
    );
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite" sx={{ color: 'text.secondary', mb: 1 }}>
        {summary}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onRowClick={handleRowClick}
          disableRowSelectionOnClick
          initialState={{
            rowGrouping: { model: ['category', 'status'] },
            sorting: { sortModel: [{ field: 'reference', sort: 'desc' }] },
          }}
        />
      </Box>
    </Box>
  );
}
