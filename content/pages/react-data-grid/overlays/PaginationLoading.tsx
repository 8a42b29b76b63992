import * as React from 'react';
import { Box } from '@mui/material';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
} from '@mui/x-data-grid';
import { createOrders, usd, type Order } from '../shared/data';

// The "server": 120 orders, served one page at a time.
const allOrders = createOrders(120);
const getPage = ({ page, pageSize }: GridPaginationModel) =>
  allOrders.slice(page * pageSize, (page + 1) * pageSize);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 130 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => usd.format(value),
  },
];

const initialModel: GridPaginationModel = { page: 0, pageSize: 10 };

export default function PaginationLoading() {
  const [paginationModel, setPaginationModel] = React.useState(initialModel);
  const [rows, setRows] = React.useState(() => getPage(initialModel));
  const [loading, setLoading] = React.useState(false);
  const timeout = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  React.useEffect(() => () => clearTimeout(timeout.current), []);

  // Called when the user changes the page: keep the current rows on screen,
  // show the overlay, and swap the rows when the "response" arrives.
  const handlePaginationModelChange = (model: GridPaginationModel) => {
    setPaginationModel(model);
    setLoading(true);
    clearTimeout(timeout.current);
    timeout.current = setTimeout(() => {
      setRows(getPage(model));
      setLoading(false);
    }, 700);
  };

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        paginationMode="server"
        rowCount={allOrders.length}
        paginationModel={paginationModel}
        onPaginationModelChange={handlePaginationModelChange}
        pageSizeOptions={[10, 25]}
        loading={loading}
        slotProps={{ loadingOverlay: { variant: 'circular-progress' } }}
      />
    </Box>
  );
}
