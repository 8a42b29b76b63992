import { Box } from '@mui/material';
import {
  DataGridPro,
  type GridColDef,
  type GridListViewColDef,
} from '@mui/x-data-grid-pro';
import { createEmployees, type Employee } from '../shared/data';
import { EmployeeListCell } from './ListViewCard';

const rows = createEmployees(40);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'role', headerName: 'Role', width: 170 },
  { field: 'country', headerName: 'Country', width: 130 },
];

const listViewColumn: GridListViewColDef<Employee> = {
  field: 'listColumn',
  renderCell: (params) => <EmployeeListCell {...params} />,
};

export default function BasicListView() {
  return (
    <Box sx={{ height: 420, width: '100%', maxWidth: 460 }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        listView
        listViewColumn={listViewColumn}
        rowHeight={64}
      />
    </Box>
  );
}
