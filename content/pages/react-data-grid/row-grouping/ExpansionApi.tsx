import { Box, Button, Stack } from '@mui/material';
import {
  DataGridPremium,
  gridRowTreeSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { DEPARTMENTS, createEmployees, type Employee } from '../shared/data';

const rows = createEmployees(80);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 180 },
  { field: 'country', headerName: 'Country', width: 130 },
];

export default function ExpansionApi() {
  const apiRef = useGridApiRef();

  // Open one department and close the others.
  const focusDepartment = (department: string) => {
    const tree = gridRowTreeSelector(apiRef);
    Object.values(tree).forEach((node) => {
      if (node.type === 'group' && node.groupingField === 'department') {
        apiRef.current?.setRowChildrenExpansion(node.id, node.groupingKey === department);
      }
    });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        {DEPARTMENTS.map((department) => (
          <Button
            key={department}
            size="small"
            variant="outlined"
            onClick={() => focusDepartment(department)}
          >
            {department}
          </Button>
        ))}
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ rowGrouping: { model: ['department'] } }}
        />
      </Box>
    </Box>
  );
}
