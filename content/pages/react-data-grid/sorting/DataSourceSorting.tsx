import { Box } from '@mui/material';
import {
  DataGrid,
  type GridColDef,
  type GridDataSource,
  type GridSortModel,
} from '@mui/x-data-grid';
import { createOrders, usd, type Order } from '../shared/data';

// The "server": 200 orders it sorts and pages on request.
const database = createOrders(200);

function queryOrders(sortModel: GridSortModel, start: number, end: number) {
  const sorted = [...database];
  // Apply the sort items from last to first so that the first one wins (Array#sort is stable).
  [...sortModel].reverse().forEach(({ field, sort }) => {
    const direction = sort === 'desc' ? -1 : 1;
    const key = field as keyof Order;
    sorted.sort((a, b) => (a[key] > b[key] ? direction : a[key] < b[key] ? -direction : 0));
  });
  return { rows: sorted.slice(start, end + 1), rowCount: sorted.length };
}

const dataSource: GridDataSource = {
  getRows: (params) =>
    new Promise((resolve) => {
      setTimeout(() => resolve(queryOrders(params.sortModel, Number(params.start), params.end)), 300);
    }),
};

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'date', headerName: 'Date', type: 'date', width: 110 },
  { field: 'quantity', headerName: 'Units', type: 'number', width: 80 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function DataSourceSorting() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        columns={columns}
        dataSource={dataSource}
        initialState={{
          sorting: { sortModel: [{ field: 'date', sort: 'desc' }] },
          pagination: { paginationModel: { pageSize: 10, page: 0 } },
        }}
        pageSizeOptions={[10, 25]}
      />
    </Box>
  );
}
