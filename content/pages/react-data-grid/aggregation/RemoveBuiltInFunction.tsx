import { Box } from '@mui/material';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { createProducts, usd, type Product } from '../shared/data';

const rows = createProducts(30);

// Every built-in function except `size`, the count of values.
const { size, ...aggregationFunctions } = GRID_AGGREGATION_FUNCTIONS;

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 190 },
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 120,
    // Empty in the aggregation row when the column isn't aggregated.
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 120 },
];

export default function RemoveBuiltInFunction() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{
          aggregation: { model: { stock: 'sum', name: 'size' } },
        }}
      />
    </Box>
  );
}
