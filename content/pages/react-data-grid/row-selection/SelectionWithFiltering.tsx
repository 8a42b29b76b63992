import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridRowSelectionModel } from '@mui/x-data-grid';
import { productColumns, products } from './selectionData';

const initialSelection: GridRowSelectionModel = {
  type: 'include',
  ids: new Set([1, 2, 8, 9]),
};

export default function SelectionWithFiltering() {
  const [keepHidden, setKeepHidden] = React.useState(false);
  const [selection, setSelection] = React.useState(initialSelection);

  const selectedNames = products
    .filter((product) => selection.ids.has(product.id))
    .map((product) => product.name);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={keepHidden}
            onChange={(event) => {
              setKeepHidden(event.target.checked);
              setSelection(initialSelection);
            }}
          />
        }
        label="keepNonExistentRowsSelected"
      />
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={products}
          columns={productColumns}
          checkboxSelection
          showToolbar
          keepNonExistentRowsSelected={keepHidden}
          rowSelectionModel={selection}
          onRowSelectionModelChange={(model) => setSelection(model)}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        In the model ({selection.ids.size}):{' '}
        {selectedNames.length ? selectedNames.join(' · ') : 'nothing'}
      </Typography>
    </Box>
  );
}
