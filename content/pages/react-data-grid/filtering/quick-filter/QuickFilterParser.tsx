import { Box } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createProducts, usd, type Product } from '../../shared/data';

const rows = createProducts(90);

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'warehouse', headerName: 'Warehouse', width: 110 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => usd.format(value),
  },
];

// "rain jacket, portland" searches for two phrases instead of three words.
const parseByComma = (input: string) =>
  input
    .split(',')
    .map((phrase) => phrase.trim())
    .filter((phrase) => phrase !== '');

const joinWithCommas = (values: string[]) => values.join(', ');

export default function QuickFilterParser() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          toolbar: {
            quickFilterProps: {
              quickFilterParser: parseByComma,
              quickFilterFormatter: joinWithCommas,
              debounceMs: 300,
            },
          },
        }}
        initialState={{
          filter: {
            filterModel: { items: [], quickFilterValues: ['down jacket'] },
          },
        }}
      />
    </Box>
  );
}
