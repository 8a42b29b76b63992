import * as React from 'react';
import { Box, MenuItem, TextField } from '@mui/material';
import {
  DataGridPro,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRenderHeaderFilterProps,
} from '@mui/x-data-grid-pro';
import { createEmployees, type Employee } from '../../shared/data';

const rows = createEmployees(80);

function ActiveHeaderFilter(props: GridRenderHeaderFilterProps) {
  const { colDef } = props;
  const apiRef = useGridApiContext();
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);
  const item = filterModel.items.find((filter) => filter.field === colDef.field);
  const value = item?.value == null ? 'any' : String(item.value);

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    if (next === 'any') {
      if (item) {
        apiRef.current.deleteFilterItem(item);
      }
      return;
    }
    apiRef.current.upsertFilterItem({
      id: item?.id ?? 'active-filter',
      field: colDef.field,
      operator: 'is',
      value: next,
    });
  };

  return (
    <TextField
      select
      fullWidth
      size="small"
      variant="standard"
      label="Status"
      value={value}
      onChange={handleChange}
    >
      <MenuItem value="any">Everyone</MenuItem>
      <MenuItem value="true">On payroll</MenuItem>
      <MenuItem value="false">Left</MenuItem>
    </TextField>
  );
}

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  {
    field: 'active',
    headerName: 'Active',
    type: 'boolean',
    width: 140,
    renderHeaderFilter: (params) => <ActiveHeaderFilter {...params} />,
  },
  // renderHeaderFilter returning null leaves the cell empty but keeps the column filterable
  // from the column menu.
  { field: 'email', headerName: 'Email', width: 200, renderHeaderFilter: () => null },
];

export default function CustomHeaderFilter() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} headerFilters />
    </Box>
  );
}
