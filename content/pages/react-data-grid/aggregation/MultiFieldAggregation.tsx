import { Box } from '@mui/material';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { createOrders, usd, type Order } from '../shared/data';

const rows = createOrders(120);

type Sale = { quantity: number; unitPrice: number };

// The average price paid per unit: each order weighs as much as the units it contains.
const weightedAverage: GridAggregationFunction<Sale, number> = {
  label: 'per unit sold',
  columnTypes: ['number'],
  getCellValue: ({ row }) => ({ quantity: row.quantity, unitPrice: row.unitPrice }),
  apply: ({ values }) => {
    let units = 0;
    let revenue = 0;
    values.forEach((sale) => {
      if (sale) {
        units += sale.quantity;
        revenue += sale.quantity * sale.unitPrice;
      }
    });
    return units === 0 ? null : revenue / units;
  },
};

const columns: GridColDef<Order>[] = [
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'quantity', headerName: 'Units', type: 'number', width: 110 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 160,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function MultiFieldAggregation() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={{ ...GRID_AGGREGATION_FUNCTIONS, weightedAverage }}
        groupingColDef={{ leafField: 'reference', width: 200 }}
        initialState={{
          rowGrouping: { model: ['category'] },
          columns: { columnVisibilityModel: { category: false, reference: false } },
          aggregation: { model: { quantity: 'sum', unitPrice: 'weightedAverage' } },
        }}
      />
    </Box>
  );
}
