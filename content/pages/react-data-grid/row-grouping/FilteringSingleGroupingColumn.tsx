import * as React from 'react';
import { Box, TextField } from '@mui/material';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid-premium';
import { createEmployees, type Employee } from '../shared/data';

const rows = createEmployees(80);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'role', headerName: 'Role', width: 180 },
];

export default function FilteringSingleGroupingColumn() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, operator: 'contains', value: 'an' }],
  });
  const value = filterModel.items[0]?.value ?? '';

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        size="small"
        label="Group contains"
        value={value}
        onChange={(event) =>
          setFilterModel({
            items: [
              {
                field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
                operator: 'contains',
                value: event.target.value,
              },
            ],
          })
        }
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          defaultGroupingExpansionDepth={1}
          initialState={{ rowGrouping: { model: ['department', 'country'] } }}
        />
      </Box>
    </Box>
  );
}
