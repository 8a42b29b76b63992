import { Box, Typography } from '@mui/material';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  gridPaginatedVisibleSortedGridRowEntriesSelector,
  gridPaginationRowRangeSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { createEmployees, usd, type Employee } from '../shared/data';

// A footer that adds up the salaries of the rows on the current page.
function PayrollFooter() {
  const apiRef = useGridApiContext();
  const pageRows = useGridSelector(apiRef, gridPaginatedVisibleSortedGridRowEntriesSelector);
  const range = useGridSelector(apiRef, gridPaginationRowRangeSelector);
  const total = pageRows.reduce((sum, entry) => sum + (entry.model as Employee).salary, 0);

  return (
    <GridFooterContainer>
      <Typography variant="body2" sx={{ px: 2 }}>
        {range
          ? `Salaries of rows ${range.firstRowIndex + 1}–${range.lastRowIndex + 1}: ${usd.format(total)}`
          : 'No rows'}
      </Typography>
      <GridPagination />
    </GridFooterContainer>
  );
}

const rows = createEmployees(48);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function PageSummaryFooter() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 20]}
        slots={{ footer: PayrollFooter }}
      />
    </Box>
  );
}
