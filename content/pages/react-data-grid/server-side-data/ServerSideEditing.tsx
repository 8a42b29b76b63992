import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridUpdateRowError,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid';
import { createOrdersServer, type ServerOrder } from './mockServer';
import { orderColumns } from './orderColumns';

const server = createOrdersServer({ latency: 400, count: 200 });

const dataSource: GridDataSource = {
  getRows: (params) => server.getRows(params),
  // Resolves with the row as saved by the server; the grid shows that version.
  updateRow: ({ updatedRow }) => server.updateRow(updatedRow as ServerOrder),
};

// Quantity and status can be edited: double-click a cell, change it and press Enter.
const columns: GridColDef<ServerOrder>[] = orderColumns.map((column) =>
  column.field === 'quantity' || column.field === 'status' ? { ...column, editable: true } : column,
);

export default function ServerSideEditing() {
  const [error, setError] = React.useState<string | null>(null);
  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Alert severity={error ? 'error' : 'info'}>
        {error ?? 'Try a quantity of 0: the server refuses it and the cell stays in edit mode.'}
      </Alert>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={(error) => {
            if (error instanceof GridUpdateRowError) {
              setError(error.message);
            }
          }}
          onCellEditStart={() => setError(null)}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
          pageSizeOptions={[10, 25]}
        />
      </Box>
    </Stack>
  );
}
