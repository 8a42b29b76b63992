import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  createRowSelectionManager,
  useGridApiRef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid-pro';
import { productColumns, products } from './selectionData';

const LANTERN_ID = 12;
const lowStockIds = products
  .filter((product) => product.stock < 20)
  .map((product) => product.id);

export default function SelectionApi() {
  const apiRef = useGridApiRef();
  const [selectedCount, setSelectedCount] = React.useState(0);

  // Flips one row, whatever the rest of the selection is.
  const toggleLantern = () => {
    const api = apiRef.current;
    if (api) {
      api.selectRow(LANTERN_ID, !api.isRowSelected(LANTERN_ID));
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.selectRows(lowStockIds, true, true)}
        >
          Select low stock
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.selectRowRange({ startId: 3, endId: 8 }, true)}
        >
          Add FO-0003 to BA-0008
        </Button>
        <Button size="small" variant="outlined" onClick={toggleLantern}>
          Toggle Lantern 800
        </Button>
        <Button
          size="small"
          onClick={() =>
            apiRef.current?.setRowSelectionModel({ type: 'include', ids: new Set() })
          }
        >
          Clear
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={products}
          columns={productColumns}
          checkboxSelection
          onRowSelectionModelChange={(model: GridRowSelectionModel) => {
            const selection = createRowSelectionManager(model);
            setSelectedCount(
              products.filter((product) => selection.has(product.id)).length,
            );
          }}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {selectedCount} of {products.length} products selected
      </Typography>
    </Box>
  );
}
