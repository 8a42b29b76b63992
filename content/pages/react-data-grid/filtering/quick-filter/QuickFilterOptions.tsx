import * as React from 'react';
import { Box, FormControlLabel, Stack, Switch } from '@mui/material';
import {
  DataGrid,
  GridLogicOperator,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../../shared/data';

const rows = createEmployees(60);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'email', headerName: 'Email', width: 240 },
  { field: 'role', headerName: 'Role', width: 170 },
  { field: 'country', headerName: 'Country', width: 120 },
];

export default function QuickFilterOptions() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['sweden', 'kenya'],
    quickFilterLogicOperator: GridLogicOperator.Or,
    quickFilterExcludeHiddenColumns: true,
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        <FormControlLabel
          label="Match any word (or)"
          control={
            <Switch
              checked={filterModel.quickFilterLogicOperator === GridLogicOperator.Or}
              onChange={(event) =>
                setFilterModel((model) => ({
                  ...model,
                  quickFilterLogicOperator: event.target.checked
                    ? GridLogicOperator.Or
                    : GridLogicOperator.And,
                }))
              }
            />
          }
        />
        <FormControlLabel
          label="Search the hidden email column"
          control={
            <Switch
              checked={filterModel.quickFilterExcludeHiddenColumns === false}
              onChange={(event) =>
                setFilterModel((model) => ({
                  ...model,
                  quickFilterExcludeHiddenColumns: !event.target.checked,
                }))
              }
            />
          }
        />
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          initialState={{ columns: { columnVisibilityModel: { email: false } } }}
        />
      </Box>
    </Box>
  );
}
