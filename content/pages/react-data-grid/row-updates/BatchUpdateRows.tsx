import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridRowModelUpdate,
} from '@mui/x-data-grid-pro';
import { createProducts, usd, type Product } from '../shared/data';

const rows = createProducts(24);

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'category', headerName: 'Category', width: 110 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'discontinued', headerName: 'Discontinued', type: 'boolean', width: 120 },
];

export default function BatchUpdateRows() {
  const apiRef = useGridApiRef();

  const discountFootwear = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const updates: GridRowModelUpdate[] = [];
    api.getRowModels().forEach((row) => {
      if (row.category === 'Footwear') {
        updates.push({ id: row.id, price: Math.round(row.price * 90) / 100 });
      }
    });
    // One call, one re-render, however many rows change.
    api.updateRows(updates);
  };

  const removeDiscontinued = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const updates: GridRowModelUpdate[] = [];
    api.getRowModels().forEach((row) => {
      if (row.discontinued) {
        updates.push({ id: row.id, _action: 'delete' });
      }
    });
    api.updateRows(updates);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" onClick={discountFootwear}>
          Footwear −10%
        </Button>
        <Button size="small" onClick={removeDiscontinued}>
          Remove discontinued
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setRows(rows)}>
          Reset
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} />
      </Box>
    </Box>
  );
}
