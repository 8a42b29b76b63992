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
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'role', headerName: 'Role', width: 180 },
];

export default function FilteringMultipleGroupingColumns() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        rowGroupingColumnMode="multiple"
        showToolbar
        defaultGroupingExpansionDepth={1}
        initialState={{
          rowGrouping: { model: ['department', 'country'] },
          columns: { columnVisibilityModel: { department: false, country: false } },
          // Applies to the country groups only: departments stay, if one of their countries does.
          filter: {
            filterModel: {
              items: [
                {
                  field: getRowGroupingFieldFromGroupingCriteria('country'),
                  operator: 'isAnyOf',
                  value: ['Canada', 'Mexico', 'United States'],
                },
              ],
            },
          },
        }}
      />
    </Box>
  );
}
