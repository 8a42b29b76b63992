import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  GridPinnedColumnPosition,
  gridRowSelectionIdsSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-pro';
import { createProducts, usd, type Product } from '../shared/data';

const rows = createProducts(60);

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', width: 230 },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'warehouse', headerName: 'Warehouse', width: 110 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

export default function ProApiMethods() {
  // Imported from the Pro package: typed as the Pro API.
  const apiRef = useGridApiRef();
  const [pinned, setPinned] = React.useState(false);

  const selectDenver = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const products = [...api.getRowModels().values()] as Product[];
    const ids = products.filter((row) => row.warehouse === 'Denver').map((row) => row.id);
    // selectRows() is part of the Pro and Premium APIs only.
    api.selectRows(ids, true, true);
  };

  const discountSelected = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const selected = gridRowSelectionIdsSelector(apiRef);
    const updates = [...selected.values()].map((row) => ({
      id: row.id,
      price: Math.round(row.price * 90) / 100,
    }));
    // One call for every row: the grid sorts, filters and renders once.
    api.updateRows(updates);
  };

  const togglePin = () => {
    if (pinned) {
      apiRef.current?.unpinColumn('name');
    } else {
      apiRef.current?.pinColumn('name', GridPinnedColumnPosition.LEFT);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={selectDenver}>
          Select Denver stock
        </Button>
        <Button size="small" variant="outlined" onClick={discountSelected}>
          Selected −10%
        </Button>
        <Button size="small" variant="outlined" onClick={togglePin}>
          {pinned ? 'Unpin product' : 'Pin product'}
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          onPinnedColumnsChange={(model) => setPinned(Boolean(model.left?.includes('name')))}
        />
      </Box>
    </Box>
  );
}
