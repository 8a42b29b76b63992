import * as React from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import {
  DataGridPremium,
  useGridApiRef,
  type GridColDef,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';
import { createOrders, type Order } from '../shared/data';

const rows = createOrders(80);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
];

export default function RowGroupingApi() {
  const apiRef = useGridApiRef();
  // A copy of the model for display: the grid keeps the model itself.
  const [model, setModel] = React.useState<GridRowGroupingModel>(['category']);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" onClick={() => apiRef.current?.addRowGroupingCriteria('country', 0)}>
          Add country first
        </Button>
        <Button size="small" onClick={() => apiRef.current?.addRowGroupingCriteria('status')}>
          Add status last
        </Button>
        <Button size="small" onClick={() => apiRef.current?.removeRowGroupingCriteria('category')}>
          Remove category
        </Button>
        <Button
          size="small"
          onClick={() => apiRef.current?.setRowGroupingCriteriaIndex(model[0] ?? '', model.length - 1)}
          disabled={model.length < 2}
        >
          Move first criterion last
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setRowGroupingModel(['category'])}>
          Reset
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }}>
        Model: {JSON.stringify(model)}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onRowGroupingModelChange={setModel}
          initialState={{ rowGrouping: { model: ['category'] } }}
        />
      </Box>
    </Box>
  );
}
