import { Box, Button, Typography } from '@mui/material';
import {
  DataGrid,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { ORDER_STATUSES, createOrders, type Order } from '../../shared/data';

const rows = createOrders(50);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 130 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...ORDER_STATUSES],
    width: 110,
  },
];

function NoMatchingOrders() {
  const apiRef = useGridApiContext();
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);
  const filterCount =
    filterModel.items.length + (filterModel.quickFilterValues?.length ? 1 : 0);

  return (
    <Box
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        textAlign: 'center',
      }}
    >
      <Typography variant="subtitle1">No orders match</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {filterCount === 1 ? 'One filter is' : `${filterCount} filters are`} hiding
        every order.
      </Typography>
      <Button
        size="small"
        variant="outlined"
        onClick={() => apiRef.current.setFilterModel({ items: [], quickFilterValues: [] })}
      >
        Clear filters
      </Button>
    </Box>
  );
}

export default function CustomNoResultsOverlay() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slots={{ noResultsOverlay: NoMatchingOrders }}
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'quantity', operator: '>', value: 50 }],
            },
          },
        }}
      />
    </Box>
  );
}
