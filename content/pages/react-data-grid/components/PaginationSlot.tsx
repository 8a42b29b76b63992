import { Box, Pagination, Typography } from '@mui/material';
import {
  DataGrid,
  gridPageCountSelector,
  gridPageSelector,
  gridPaginationRowCountSelector,
  gridPaginationRowRangeSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../shared/data';

const rows = createEmployees(64);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 170 },
];

// Rendered by the default footer in place of the rows-per-page controls.
function RoundedPagination() {
  const apiRef = useGridApiContext();
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);
  const rowCount = useGridSelector(apiRef, gridPaginationRowCountSelector);
  const range = useGridSelector(apiRef, gridPaginationRowRangeSelector);

  return (
    <Box
      sx={{
        display: 'flex',
        flex: 1,
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        paddingInline: 2,
      }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {range
          ? `${range.firstRowIndex + 1}–${range.lastRowIndex + 1} of ${rowCount} employees`
          : 'No employees'}
      </Typography>
      <Pagination
        shape="rounded"
        size="small"
        color="primary"
        count={pageCount}
        page={page + 1}
        onChange={(_event, value) => apiRef.current.setPage(value - 1)}
      />
    </Box>
  );
}

export default function PaginationSlot() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 8 } } }}
        pageSizeOptions={[8]}
        slots={{ pagination: RoundedPagination }}
      />
    </Box>
  );
}
