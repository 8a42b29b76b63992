import * as React from 'react';
import { Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
import GridViewIcon from '@mui/icons-material/ViewModule';
import ListIcon from '@mui/icons-material/ViewList';
import {
  DataGridPro,
  type GridColDef,
  type GridListViewColDef,
} from '@mui/x-data-grid-pro';
import { createEmployees, type Employee } from '../shared/data';
import { EmployeeListCell } from './ListViewCard';

const rows = createEmployees(40);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', width: 170 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'active', headerName: 'Active', type: 'boolean', width: 80 },
];

const listViewColumn: GridListViewColDef<Employee> = {
  field: 'listColumn',
  renderCell: (params) => <EmployeeListCell {...params} />,
};

export default function ToggleListView() {
  const [view, setView] = React.useState<'list' | 'table'>('list');
  const isList = view === 'list';

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_, value: 'list' | 'table' | null) => value && setView(value)}
        sx={{ mb: 1 }}
      >
        <ToggleButton value="list" aria-label="List view">
          <ListIcon fontSize="small" />
        </ToggleButton>
        <ToggleButton value="table" aria-label="Table view">
          <GridViewIcon fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          listView={isList}
          listViewColumn={listViewColumn}
          rowHeight={isList ? 64 : 52}
          showToolbar
        />
      </Box>
    </Box>
  );
}
