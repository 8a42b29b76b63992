import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import {
  DataGrid,
  Toolbar,
  ToolbarButton,
  gridRowSelectionCountSelector,
  gridRowSelectionIdsSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { type Product } from '../../shared/data';
import { productColumns, productRows } from '../usage/products';

// Rows defined once: a new array on each render would reset the rows added with updateRows().
const rows = productRows.slice(0, 20);

function ActionsToolbar() {
  const apiRef = useGridApiContext();
  const selectedCount = useGridSelector(apiRef, gridRowSelectionCountSelector);
  const nextId = React.useRef(1000);

  const addProduct = () => {
    nextId.current += 1;
    const id = nextId.current;
    const product: Product = {
      id,
      sku: `NEW-${id}`,
      name: 'New product',
      category: 'Tents',
      price: 99.99,
      stock: 0,
      warehouse: 'Denver',
      rating: 0,
      discontinued: false,
    };
    apiRef.current.updateRows([product]);
    apiRef.current.scrollToIndexes({ rowIndex: apiRef.current.getRowsCount() - 1 });
  };

  const deleteSelected = () => {
    const ids = gridRowSelectionIdsSelector(apiRef);
    // The Community grid takes one row per updateRows() call (Pro and Premium take many at once).
    for (const id of ids) apiRef.current.updateRows([{ id, _action: 'delete' }]);
  };

  return (
    <Toolbar>
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1, mx: 0.5 }}>
        {selectedCount > 0 ? `${selectedCount} selected` : 'Catalog'}
      </Typography>
      <Tooltip title="Add a product">
        <ToolbarButton onClick={addProduct}>
          <AddIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Divider orientation="vertical" flexItem variant="middle" sx={{ mx: 0.5 }} />
      <Tooltip title="Delete the selected products">
        <span>
          <ToolbarButton onClick={deleteSelected} disabled={selectedCount === 0}>
            <DeleteIcon fontSize="small" />
          </ToolbarButton>
        </span>
      </Tooltip>
    </Toolbar>
  );
}

export default function CustomActions() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={productColumns}
        checkboxSelection
        showToolbar
        slots={{ toolbar: ActionsToolbar }}
      />
    </Box>
  );
}
