import Box from '@mui/material/Box';
import { DataGrid, type GridInitialState } from '@mui/x-data-grid';
import { orderColumns, orderRows } from './orders';

// Read once, when the grid mounts. Users can change everything afterwards.
const initialState: GridInitialState = {
  sorting: {
    sortModel: [{ field: 'date', sort: 'desc' }],
  },
  filter: {
    filterModel: {
      items: [{ field: 'status', operator: 'isAnyOf', value: ['Pending', 'Paid'] }],
    },
  },
  pagination: {
    paginationModel: { pageSize: 10 },
  },
  columns: {
    columnVisibilityModel: { customer: false, category: false },
    orderedFields: ['reference', 'status', 'date', 'product'],
    dimensions: { product: { width: 240 } },
  },
  density: 'compact',
};

export default function InitialStateDemo() {
  return (
    <Box sx={{ height: 430, width: '100%' }}>
      <DataGrid
        rows={orderRows}
        columns={orderColumns}
        initialState={initialState}
        pageSizeOptions={[10, 25, 50]}
        showToolbar
      />
    </Box>
  );
}
