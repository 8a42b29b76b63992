import { Box, Button, Stack } from '@mui/material';
import {
  DataGridPremium,
  GRID_ROOT_GROUP_ID,
  gridRowTreeSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { createEmployees, type Employee } from '../shared/data';

const rows = createEmployees(120);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 170 },
];

export default function ExpandCollapseAll() {
  const apiRef = useGridApiRef();

  const setAllExpanded = (expanded: boolean) => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const tree = gridRowTreeSelector(apiRef);
    Object.values(tree).forEach((node) => {
      if (node.type === 'group' && node.id !== GRID_ROOT_GROUP_ID) {
        api.setRowChildrenExpansion(node.id, expanded);
      }
    });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={() => setAllExpanded(true)}>
          Expand all
        </Button>
        <Button size="small" onClick={() => setAllExpanded(false)}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{
            rowGrouping: { model: ['department', 'country'] },
            columns: { columnVisibilityModel: { department: false, country: false } },
          }}
        />
      </Box>
    </Box>
  );
}
