import * as React from 'react';
import { Box } from '@mui/material';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationMeta,
  type GridPaginationModel,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../shared/data';

// The directory holds 73 people, but its API only gives an approximate count.
const DIRECTORY = createEmployees(73);
const APPROXIMATE_COUNT = 80;

function fetchPeople({ page, pageSize }: GridPaginationModel) {
  const start = page * pageSize;
  return new Promise<{ rows: Employee[]; hasNextPage: boolean }>((resolve) => {
    setTimeout(
      () =>
        resolve({
          rows: DIRECTORY.slice(start, start + pageSize),
          hasNextPage: start + pageSize < DIRECTORY.length,
        }),
      300,
    );
  });
}

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 140 },
];

export default function EstimatedRowCount() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 25,
  });
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [paginationMeta, setPaginationMeta] = React.useState<GridPaginationMeta>({});
  // -1 while the total is unknown; the grid reports the real count after the last page.
  const [rowCount, setRowCount] = React.useState(-1);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchPeople(paginationModel).then((response) => {
      if (active) {
        setRows(response.rows);
        setPaginationMeta({ hasNextPage: response.hasNextPage });
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        paginationMode="server"
        rowCount={rowCount}
        onRowCountChange={setRowCount}
        estimatedRowCount={APPROXIMATE_COUNT}
        paginationMeta={paginationMeta}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[25]}
        loading={loading}
      />
    </Box>
  );
}
