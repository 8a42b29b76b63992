import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import { createOrders, type Order } from '../shared/data';

const TOTAL = 60;
const serverOrders = createOrders(TOTAL);

// A stand-in for a paginated endpoint: returns one page after a short delay.
function fetchOrders({ page, pageSize }: GridPaginationModel): Promise<Order[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(serverOrders.slice(page * pageSize, (page + 1) * pageSize)), 400);
  });
}

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
];

export default function ServerSideSelection() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  const [rows, setRows] = React.useState<Order[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchOrders(paginationModel).then((page) => {
      if (active) {
        setRows(page);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          rowCount={TOTAL}
          loading={loading}
          paginationMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[10]}
          checkboxSelection
          keepNonExistentRowsSelected
          rowSelectionModel={selection}
          onRowSelectionModelChange={(model) => setSelection(model)}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Selected across pages: {selection.ids.size === 0 ? 'none' : Array.from(selection.ids).sort((a, b) => Number(a) - Number(b)).join(', ')}
      </Typography>
    </Box>
  );
}
