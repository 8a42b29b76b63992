import { Box } from '@mui/material';
import {
  DataGrid,
  getGridNumericOperators,
  getGridStringOperators,
  type GridColDef,
} from '@mui/x-data-grid';
import { createEmployees, usd, type Employee } from '../../shared/data';

const rows = createEmployees(40);

// Keep only the operators that make sense for these columns, in the order the panel lists them.
const nameOperators = getGridStringOperators().filter((operator) =>
  ['contains', 'startsWith', 'equals'].includes(operator.value),
);

const salaryOperators = getGridNumericOperators().filter((operator) =>
  ['>=', '<='].includes(operator.value),
);

const columns: GridColDef<Employee>[] = [
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    minWidth: 160,
    filterOperators: nameOperators,
  },
  { field: 'country', headerName: 'Country', width: 140 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    filterOperators: salaryOperators,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function RestrictedOperators() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'salary', operator: '>=', value: 150000 }],
            },
          },
        }}
      />
    </Box>
  );
}
