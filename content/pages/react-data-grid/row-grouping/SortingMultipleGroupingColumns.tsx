import { Box } from '@mui/material';
import {
  DataGridPremium,
  getRowGroupingFieldFromGroupingCriteria,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { createEmployees, type Employee } from '../shared/data';

const rows = createEmployees(80);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 180 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 120 },
];

export default function SortingMultipleGroupingColumns() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        rowGroupingColumnMode="multiple"
        defaultGroupingExpansionDepth={1}
        initialState={{
          rowGrouping: { model: ['department', 'role'] },
          columns: { columnVisibilityModel: { department: false, role: false } },
          // Sorts the roles in reverse order; the departments keep the order of the rows.
          sorting: {
            sortModel: [{ field: getRowGroupingFieldFromGroupingCriteria('role'), sort: 'desc' }],
          },
        }}
      />
    </Box>
  );
}
