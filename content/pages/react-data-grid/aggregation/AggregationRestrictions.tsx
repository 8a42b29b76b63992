import { Box } from '@mui/material';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { createEmployees, usd, type Employee } from '../shared/data';

const rows = createEmployees(50);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 150,
    // Sums and averages of salaries only: no min, max or count.
    availableAggregationFunctions: ['sum', 'avg'],
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 120 },
  // An ID-like number that makes no sense to add up.
  {
    field: 'id',
    headerName: 'Badge',
    type: 'number',
    width: 100,
    aggregable: false,
  },
];

export default function AggregationRestrictions() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          aggregation: { model: { salary: 'avg', rating: 'max' } },
        }}
      />
    </Box>
  );
}
