import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { productColumns, productRows } from '../usage/products';

export default function DefaultToolbar() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={productRows}
        columns={productColumns}
        label="Product catalog"
        showToolbar
        slotProps={{
          toolbar: {
            printOptions: { disableToolbarButton: true },
            csvOptions: { fileName: 'product-catalog', delimiter: ';' },
            quickFilterProps: { debounceMs: 300 },
          },
        }}
      />
    </Box>
  );
}
