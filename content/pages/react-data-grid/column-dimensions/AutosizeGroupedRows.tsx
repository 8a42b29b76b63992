import { Box } from '@mui/material';
import {
  DataGridPremium,
  type GridColDef,
  type GridAutosizeOptions,
} from '@mui/x-data-grid-premium';
import { createEmployees, usd, type Employee } from '../shared/data';

const rows = createEmployees(40);

const columns: GridColDef<Employee>[] = [
  { field: 'department', headerName: 'Department' },
  { field: 'role', headerName: 'Role' },
  { field: 'name', headerName: 'Name' },
  { field: 'country', headerName: 'Country' },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    // Group rows have no value of their own, only the aggregated one.
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
];

// Applied on mount, and when a column separator is double-clicked.
const autosizeOptions: GridAutosizeOptions = { includeOutliers: true };

export default function AutosizeGroupedRows() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['department', 'role'] },
          columns: { columnVisibilityModel: { department: false, role: false } },
          aggregation: { model: { salary: 'avg' } },
        }}
        defaultGroupingExpansionDepth={-1}
        autosizeOnMount
        autosizeOptions={autosizeOptions}
        hideFooter
      />
    </Box>
  );
}
