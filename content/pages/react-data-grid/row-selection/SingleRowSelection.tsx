import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridRowSelectionModel } from '@mui/x-data-grid';
import { productColumns, products } from './selectionData';

export default function SingleRowSelection() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });
  const selected = products.find((product) => selection.ids.has(product.id));

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={products}
          columns={productColumns}
          rowSelectionModel={selection}
          onRowSelectionModelChange={(model) => setSelection(model)}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {selected ? `Selected: ${selected.name}` : 'Click a row to select it.'}
      </Typography>
    </Box>
  );
}
