import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { productColumns, products } from './selectionData';

export default function MultipleSelectionPro() {
  // No checkboxes: Ctrl/Cmd+click adds a row, Shift+click selects a range.
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro rows={products} columns={productColumns} />
    </Box>
  );
}
