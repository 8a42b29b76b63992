import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  createRowSelectionManager,
  type GridRowSelectionModel,
} from '@mui/x-data-grid-pro';
import { productColumns, products } from './selectionData';

const show = (model: GridRowSelectionModel) =>
  `{ type: '${model.type}', ids: [${Array.from(model.ids).join(', ')}] }`;

export default function ControlledSelectionModel() {
  const [model, setModel] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set([2, 3]),
  });

  const manager = createRowSelectionManager(model);
  const count = products.filter((product) => manager.has(product.id)).length;

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={() => setModel({ type: 'exclude', ids: new Set() })}>
          Select all
        </Button>
        <Button size="small" onClick={() => setModel({ type: 'include', ids: new Set() })}>
          Clear
        </Button>
        <Button
          size="small"
          onClick={() => setModel({ type: 'include', ids: new Set([1, 7, 13, 19]) })}
        >
          Select tents
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          rows={products}
          columns={productColumns}
          checkboxSelection
          rowSelectionModel={model}
          onRowSelectionModelChange={(newModel) => setModel(newModel)}
          hideFooter
        />
      </Box>
      <Typography variant="body2" component="pre" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
        rowSelectionModel: {show(model)}
        {'\n'}
        {count} of {products.length} rows selected
      </Typography>
    </Box>
  );
}
