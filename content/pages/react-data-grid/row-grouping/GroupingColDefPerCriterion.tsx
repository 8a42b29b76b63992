import { Box } from '@mui/material';
import {
  DataGridPremium,
  type GridColDef,
  type GridGroupingColDefOverride,
  type GridGroupingColDefOverrideParams,
} from '@mui/x-data-grid-premium';
import { createEmployees, type Employee } from '../shared/data';

const rows = createEmployees(60);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'role', headerName: 'Role', width: 170 },
];

// In 'multiple' mode, the function runs once per criterion, with `fields` holding that criterion.
const groupingColDef = ({
  fields,
}: GridGroupingColDefOverrideParams): GridGroupingColDefOverride<Employee> | null => {
  if (fields[0] === 'department') {
    return { headerName: 'Team', width: 170 };
  }
  if (fields[0] === 'country') {
    return { headerName: 'Office', width: 180, hideDescendantCount: true };
  }
  return null; // Keep the defaults for any other criterion.
};

export default function GroupingColDefPerCriterion() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        rowGroupingColumnMode="multiple"
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={1}
        initialState={{
          rowGrouping: { model: ['department', 'country'] },
          columns: { columnVisibilityModel: { department: false, country: false } },
        }}
      />
    </Box>
  );
}
