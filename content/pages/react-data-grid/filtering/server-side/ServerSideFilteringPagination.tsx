import * as React from 'react';
import { Box } from '@mui/material';
import {
  DataGrid,
  getGridStringOperators,
  type GridColDef,
  type GridFilterModel,
  type GridPaginationModel,
} from '@mui/x-data-grid';
import type { Order } from '../../shared/data';
import { fetchOrders } from './fakeOrdersServer';

const stringOperators = getGridStringOperators().filter((operator) =>
  ['contains', 'equals'].includes(operator.value),
);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100, filterOperators: stringOperators },
  {
    field: 'customer',
    headerName: 'Customer',
    flex: 1,
    minWidth: 140,
    filterOperators: stringOperators,
  },
  { field: 'country', headerName: 'Country', width: 130, filterOperators: stringOperators },
  { field: 'product', headerName: 'Product', width: 180, filterOperators: stringOperators },
];

export default function ServerSideFilteringPagination() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'country', operator: 'contains', value: 'united' }],
  });
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  const [rows, setRows] = React.useState<Order[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    fetchOrders(filterModel, paginationModel.page, paginationModel.pageSize).then(
      (result) => {
        if (current) {
          setRows(result.rows);
          setRowCount(result.rowCount);
          setLoading(false);
        }
      },
    );
    return () => {
      current = false;
    };
  }, [filterModel, paginationModel]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        filterMode="server"
        filterModel={filterModel}
        onFilterModelChange={(model) => {
          setFilterModel(model);
          // A new filter gives a new result set: go back to its first page.
          setPaginationModel((previous) => ({ ...previous, page: 0 }));
        }}
        paginationMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[10, 25]}
        rowCount={rowCount}
      />
    </Box>
  );
}
