import { Box } from '@mui/material';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { createEmployees, usd, type Employee } from '../shared/data';

const rows = createEmployees(60);

const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

// The built-in functions, with formatters that replace the column's for the aggregated cells.
const aggregationFunctions = {
  ...GRID_AGGREGATION_FUNCTIONS,
  sum: {
    ...GRID_AGGREGATION_FUNCTIONS.sum,
    valueFormatter: (value: number) => compactUsd.format(value),
  },
  avg: {
    ...GRID_AGGREGATION_FUNCTIONS.avg,
    valueFormatter: (value: number | null) => (value == null ? '' : `${value.toFixed(1)} / 5`),
  },
};

const columns: GridColDef<Employee>[] = [
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'name', headerName: 'Name', width: 160 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 150,
    availableAggregationFunctions: ['sum'],
    valueFormatter: (value: number) => usd.format(value),
  },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 130,
    availableAggregationFunctions: ['avg'],
  },
];

export default function AggregationValueFormatter() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        defaultGroupingExpansionDepth={1}
        groupingColDef={{ leafField: 'name', width: 220 }}
        initialState={{
          rowGrouping: { model: ['department'] },
          columns: { columnVisibilityModel: { department: false, name: false } },
          aggregation: { model: { salary: 'sum', rating: 'avg' } },
        }}
      />
    </Box>
  );
}
