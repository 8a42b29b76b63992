import * as React from 'react';
import { Box } from '@mui/material';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
} from '@mui/x-data-grid';
import { createOrders, type Order } from '../shared/data';

// A stand-in for an API: it holds every order and returns one page at a time.
const allOrders = createOrders(243);

type PageResponse = { rows: Order[]; total: number };

function fetchOrders({ page, pageSize }: GridPaginationModel): Promise<PageResponse> {
  const start = page * pageSize;
  return new Promise((resolve) => {
    setTimeout(
      () =>
        resolve({
          rows: allOrders.slice(start, start + pageSize),
          total: allOrders.length,
        }),
      400,
    );
  });
}

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'status', headerName: 'Status', width: 100 },
];

export default function ServerSidePagination() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  const [rows, setRows] = React.useState<Order[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchOrders(paginationModel).then((response) => {
      if (active) {
        setRows(response.rows);
        setRowCount(response.total);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        paginationMode="server"
        rowCount={rowCount}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[10, 25, 50]}
        loading={loading}
      />
    </Box>
  );
}
