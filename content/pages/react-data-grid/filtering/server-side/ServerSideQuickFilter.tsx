import * as React from 'react';
import { Box } from '@mui/material';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import type { Order } from '../../shared/data';
import { fetchOrders } from './fakeOrdersServer';

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'product', headerName: 'Product', width: 190 },
  { field: 'status', headerName: 'Status', width: 100 },
];

export default function ServerSideQuickFilter() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['lantern'],
  });
  const [rows, setRows] = React.useState<Order[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    fetchOrders(filterModel).then((page) => {
      if (current) {
        setRows(page.rows);
        setLoading(false);
      }
    });
    return () => {
      current = false;
    };
  }, [filterModel]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        filterMode="server"
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
        loading={loading}
        // Column filters are off: this back end only implements the search.
        disableColumnFilter
        showToolbar
        slotProps={{
          toolbar: { quickFilterProps: { debounceMs: 500 } },
          loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' },
        }}
      />
    </Box>
  );
}
