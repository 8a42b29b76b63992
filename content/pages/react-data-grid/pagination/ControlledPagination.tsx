import * as React from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
} from '@mui/x-data-grid';
import { createOrders, type Order } from '../shared/data';

const rows = createOrders(64);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'status', headerName: 'Status', width: 100 },
];

export default function ControlledPagination() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  const pageCount = Math.ceil(rows.length / paginationModel.pageSize);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          onClick={() => setPaginationModel((model) => ({ ...model, page: 0 }))}
        >
          First page
        </Button>
        <Button
          size="small"
          onClick={() =>
            setPaginationModel((model) => ({ ...model, page: pageCount - 1 }))
          }
        >
          Last page
        </Button>
        <Button
          size="small"
          onClick={() => setPaginationModel({ page: 0, pageSize: 25 })}
        >
          25 per page
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[10, 25, 50]}
        />
      </Box>
      <Typography variant="body2" component="pre" sx={{ mt: 1, color: 'text.secondary' }}>
        paginationModel: {JSON.stringify(paginationModel)}
      </Typography>
    </Box>
  );
}
