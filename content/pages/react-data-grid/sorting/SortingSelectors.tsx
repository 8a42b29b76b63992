import { Box, Chip, Stack, Typography } from '@mui/material';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  gridSortedRowEntriesSelector,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { createEmployees, usd, type Employee } from '../shared/data';

const rows = createEmployees(40);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => usd.format(value),
  },
];

// A footer that re-renders whenever the sort changes.
function SortSummaryFooter() {
  const apiRef = useGridApiContext();
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  const sortedRows = useGridSelector(apiRef, gridSortedRowEntriesSelector);
  const [item] = sortModel;
  const first = sortedRows[0]?.model as Employee | undefined;

  return (
    <GridFooterContainer>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', paddingInlineStart: 2 }}>
        {item ? (
          <Chip
            size="small"
            label={`${apiRef.current.getColumn(item.field).headerName} ${item.sort === 'asc' ? '↑' : '↓'}`}
            onDelete={() => apiRef.current.setSortModel([])}
          />
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Not sorted
          </Typography>
        )}
        {item && first && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            First: {first.name}
          </Typography>
        )}
      </Stack>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function SortingSelectors() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ footer: SortSummaryFooter }}
        initialState={{
          sorting: { sortModel: [{ field: 'rating', sort: 'desc' }] },
          pagination: { paginationModel: { pageSize: 25 } },
        }}
        pageSizeOptions={[25, 50]}
      />
    </Box>
  );
}
