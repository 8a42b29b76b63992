import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  gridDataRowIdsSelector,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid';
import { createOrders, ORDER_STATUSES, type Order } from '../shared/data';

const rows = createOrders(200);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: [...ORDER_STATUSES], width: 110 },
];

const statusItem = (status: string) => ({ id: 'status', field: 'status', operator: 'is', value: status });

function StatusToolbar() {
  const apiRef = useGridApiContext();
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);
  const rowIds = useGridSelector(apiRef, gridDataRowIdsSelector);
  const activeStatus = filterModel.items.find((item) => item.field === 'status')?.value;

  // For each status, the rows the grid would show with that status filter and the current search,
  // computed with getFilterState() without applying anything.
  const counts = React.useMemo(() => {
    const countFor = (model: GridFilterModel) => {
      const { filteredRowsLookup } = apiRef.current.getFilterState(model);
      return rowIds.filter((id) => filteredRowsLookup[id] !== false).length;
    };
    const result: Record<string, number> = { all: countFor({ ...filterModel, items: [] }) };
    ORDER_STATUSES.forEach((status) => {
      result[status] = countFor({ ...filterModel, items: [statusItem(status)] });
    });
    return result;
  }, [apiRef, filterModel, rowIds]);

  const select = (status: string | null) =>
    apiRef.current.setFilterModel({ ...filterModel, items: status ? [statusItem(status)] : [] });

  return (
    <Toolbar style={{ justifyContent: 'flex-start', flexWrap: 'wrap' }}>
      <Chip label={`All (${counts.all})`} color={activeStatus ? 'default' : 'primary'} onClick={() => select(null)} />
      {ORDER_STATUSES.map((status) => (
        <Chip
          key={status}
          label={`${status} (${counts[status]})`}
          color={activeStatus === status ? 'primary' : 'default'}
          disabled={counts[status] === 0}
          onClick={() => select(status)}
        />
      ))}
      <QuickFilter expanded>
        <QuickFilterControl
          render={({ ref, ...controlProps }) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              placeholder="Search orders"
              slotProps={{
                ...controlProps.slotProps,
                htmlInput: { ...controlProps.slotProps?.htmlInput, 'aria-label': 'Search orders' },
              }}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function FilterCountsInAdvance() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar slots={{ toolbar: StatusToolbar }} />
    </Box>
  );
}
