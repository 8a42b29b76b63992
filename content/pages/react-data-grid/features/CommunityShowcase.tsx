import { Box } from '@mui/material';
import { Delete } from '@mui/icons-material';
import * as React from 'react';
import {
  DataGrid,
  GridActionsCellItem,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid';
import { createEmployees, DEPARTMENTS, type Employee } from '../shared/data';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const initialRows = createEmployees(80);

export default function CommunityShowcase() {
  const [rows, setRows] = React.useState(initialRows);

  const columns = React.useMemo<GridColDef<Employee>[]>(() => {
    const remove = (id: GridRowId) => setRows((prev) => prev.filter((row) => row.id !== id));
    return [
      { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, editable: true },
      {
        field: 'department',
        headerName: 'Department',
        type: 'singleSelect',
        valueOptions: [...DEPARTMENTS],
        width: 130,
        editable: true,
      },
      {
        field: 'salary',
        headerName: 'Salary',
        type: 'number',
        width: 110,
        editable: true,
        valueFormatter: (value: number) => usd.format(value),
      },
      { field: 'active', headerName: 'Active', type: 'boolean', width: 80, editable: true },
      {
        field: 'actions',
        type: 'actions',
        width: 60,
        getActions: (params) => [
          <GridActionsCellItem
            key="delete"
            icon={<Delete />}
            label={`Delete ${params.row.name}`}
            onClick={() => remove(params.id)}
          />,
        ],
      },
    ];
  }, []);

  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        label="Staff directory"
        showToolbar
        checkboxSelection
        disableRowSelectionOnClick
        initialState={{
          sorting: { sortModel: [{ field: 'salary', sort: 'desc' }] },
          pagination: { paginationModel: { pageSize: 10 } },
        }}
        pageSizeOptions={[10, 25, 50]}
      />
    </Box>
  );
}
