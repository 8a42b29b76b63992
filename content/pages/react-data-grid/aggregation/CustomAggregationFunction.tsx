import { Box } from '@mui/material';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { createOrders, usd, type Order } from '../shared/data';

const rows = createOrders(120);

// The most frequent value of a column, for text columns.
const mostCommon: GridAggregationFunction<string, string> = {
  label: 'most common',
  columnTypes: ['string', 'singleSelect'],
  apply: ({ values }) => {
    const counts = new Map<string, number>();
    let best: string | null = null;
    values.forEach((value) => {
      if (value == null) {
        return;
      }
      const count = (counts.get(value) ?? 0) + 1;
      counts.set(value, count);
      if (best === null || count > counts.get(best)!) {
        best = value;
      }
    });
    return best;
  },
};

// The spread between the largest and the smallest value, in the unit of the cells.
const range: GridAggregationFunction<number, number> = {
  label: 'range',
  columnTypes: ['number'],
  apply: ({ values }) => {
    const numbers = values.filter((value): value is number => typeof value === 'number');
    return numbers.length ? Math.max(...numbers) - Math.min(...numbers) : null;
  },
};

const columns: GridColDef<Order>[] = [
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 190 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'quantity', headerName: 'Units', type: 'number', width: 110 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function CustomAggregationFunction() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={{ ...GRID_AGGREGATION_FUNCTIONS, mostCommon, range }}
        initialState={{
          rowGrouping: { model: ['category'] },
          columns: { columnVisibilityModel: { category: false } },
          aggregation: {
            model: {
              product: 'mostCommon',
              country: 'mostCommon',
              unitPrice: 'range',
            },
          },
        }}
      />
    </Box>
  );
}
