import * as React from 'react';
import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import {
  DataGridPremium,
  type GridColDef,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';
import { createOrders, usd, type Order } from '../shared/data';

const rows = createOrders(80);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
];

const presets: Record<string, GridRowGroupingModel> = {
  none: [],
  category: ['category'],
  'category-status': ['category', 'status'],
  'country-category': ['country', 'category'],
};

export default function ControlledRowGrouping() {
  const [model, setModel] = React.useState<GridRowGroupingModel>(['category']);
  const preset = Object.keys(presets).find(
    (key) => presets[key]!.join() === model.join(),
  );

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={preset ?? null}
        onChange={(_, value: string | null) => value && setModel(presets[value]!)}
        sx={{ mb: 1, flexWrap: 'wrap' }}
      >
        <ToggleButton value="none">No grouping</ToggleButton>
        <ToggleButton value="category">Category</ToggleButton>
        <ToggleButton value="category-status">Category › Status</ToggleButton>
        <ToggleButton value="country-category">Country › Category</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        rowGroupingModel: {JSON.stringify(model)}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          rowGroupingModel={model}
          onRowGroupingModelChange={(newModel) => setModel(newModel)}
        />
      </Box>
    </Box>
  );
}
