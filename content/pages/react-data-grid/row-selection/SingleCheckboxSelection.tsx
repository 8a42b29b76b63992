import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { productColumns, products } from './selectionData';

export default function SingleCheckboxSelection() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={products}
        columns={productColumns}
        checkboxSelection
        disableMultipleRowSelection
      />
    </Box>
  );
}
