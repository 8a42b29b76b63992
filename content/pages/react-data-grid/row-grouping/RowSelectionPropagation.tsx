import * as React from 'react';
import { Box, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import {
  DataGridPremium,
  type GridColDef,
  type GridRowSelectionModel,
  type GridRowSelectionPropagation,
} from '@mui/x-data-grid-premium';
import { createProducts, type Product } from '../shared/data';

const rows = createProducts(36);

const columns: GridColDef<Product>[] = [
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 90 },
];

export default function RowSelectionPropagation() {
  const [propagation, setPropagation] = React.useState<GridRowSelectionPropagation>({
    parents: true,
    descendants: true,
  });
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });

  const toggle = (key: keyof GridRowSelectionPropagation) => (
    <FormControlLabel
      label={key}
      control={
        <Switch
          checked={!!propagation[key]}
          onChange={(event) =>
            setPropagation((previous) => ({ ...previous, [key]: event.target.checked }))
          }
        />
      }
    />
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {toggle('descendants')}
        {toggle('parents')}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Selected ids: {selection.ids.size}
        </Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionPropagation={propagation}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          defaultGroupingExpansionDepth={1}
          initialState={{ rowGrouping: { model: ['category'] } }}
        />
      </Box>
    </Box>
  );
}
