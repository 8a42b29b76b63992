import * as React from 'react';
import { Box, Chip, Stack, Typography } from '@mui/material';
import {
  DataGrid,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../shared/data';

const rows = createEmployees(60);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 170 },
  { field: 'country', headerName: 'Country', width: 120 },
];

// Only these columns turn a click into a filter.
const clickableFields = ['department', 'role', 'country'];

export default function FilterByCellValue() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const activeItem = filterModel.items[0];

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', minHeight: 32 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {activeItem ? 'Showing:' : 'Click a department, role or country to filter by it.'}
        </Typography>
        {activeItem ? (
          <Chip
            size="small"
            color="primary"
            label={`${activeItem.field} = ${String(activeItem.value)}`}
            onDelete={() => setFilterModel({ items: [] })}
          />
        ) : null}
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          onCellClick={(params) => {
            if (clickableFields.includes(params.field)) {
              setFilterModel({
                items: [{ field: params.field, operator: 'equals', value: String(params.value) }],
              });
            }
          }}
          sx={{
            [clickableFields.map((field) => `& .MuiDataGrid-cell[data-field="${field}"]`).join(', ')]: {
              cursor: 'pointer',
              color: 'primary.main',
            },
          }}
        />
      </Box>
    </Box>
  );
}
