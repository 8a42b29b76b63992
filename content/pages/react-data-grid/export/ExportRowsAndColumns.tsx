import { Box } from '@mui/material';
import {
  DataGrid,
  gridPaginatedVisibleSortedGridRowIdsSelector,
  type GridColDef,
  type GridCsvGetRowsToExportParams,
} from '@mui/x-data-grid';
import { createEmployees, usd, type Employee } from '../shared/data';

const rows = createEmployees(60);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  // Internal: visible on screen, never in the file.
  { field: 'email', headerName: 'Email', width: 200, disableExport: true },
  { field: 'department', headerName: 'Department', width: 120 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 80 },
];

// Export the rows of the current page only, in their displayed order.
const getCurrentPageRows = ({ apiRef }: GridCsvGetRowsToExportParams) =>
  gridPaginatedVisibleSortedGridRowIdsSelector(apiRef);

export default function ExportRowsAndColumns() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        pageSizeOptions={[10, 25]}
        initialState={{
          pagination: { paginationModel: { pageSize: 10 } },
          columns: { columnVisibilityModel: { rating: false } },
        }}
        slotProps={{
          toolbar: {
            csvOptions: {
              fileName: 'employees-page',
              getRowsToExport: getCurrentPageRows,
              // Include the hidden Rating column, but never the Email column.
              allColumns: true,
            },
            printOptions: { disableToolbarButton: true },
          },
        }}
      />
    </Box>
  );
}
