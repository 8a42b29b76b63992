import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { productColumns, products } from './selectionData';

export default function VisibleOnlySelection() {
  const [visibleOnly, setVisibleOnly] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={visibleOnly} onChange={(event) => setVisibleOnly(event.target.checked)} />
        }
        label="checkboxSelectionVisibleOnly"
      />
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={products}
          columns={productColumns}
          checkboxSelection
          checkboxSelectionVisibleOnly={visibleOnly}
          pagination
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          pageSizeOptions={[5, 10]}
        />
      </Box>
    </Box>
  );
}
