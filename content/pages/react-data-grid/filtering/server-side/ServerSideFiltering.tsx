import * as React from 'react';
import { Box, Typography } from '@mui/material';
import {
  DataGrid,
  getGridNumericOperators,
  getGridSingleSelectOperators,
  getGridStringOperators,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid';
import { ORDER_STATUSES, type Order } from '../../shared/data';
import { fetchOrders } from './fakeOrdersServer';

// Offer only the operators the server implements.
const pick = <T extends { value: string }>(operators: T[], values: string[]) =>
  operators.filter((operator) => values.includes(operator.value));

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  {
    field: 'customer',
    headerName: 'Customer',
    flex: 1,
    minWidth: 140,
    filterOperators: pick(getGridStringOperators(), ['contains', 'equals']),
  },
  {
    field: 'quantity',
    headerName: 'Qty',
    type: 'number',
    width: 90,
    filterOperators: pick(getGridNumericOperators(), ['=', '>', '<']),
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...ORDER_STATUSES],
    width: 110,
    filterOperators: pick(getGridSingleSelectOperators(), ['is', 'not', 'isAnyOf']),
  },
];

export default function ServerSideFiltering() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'status', operator: 'is', value: 'Shipped' }],
  });
  const [rows, setRows] = React.useState<Order[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let current = true; // ignore answers to requests that a newer one replaced
    setLoading(true);
    fetchOrders(filterModel).then((page) => {
      if (current) {
        setRows(page.rows);
        setLoading(false);
      }
    });
    return () => {
      current = false;
    };
  }, [filterModel]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterMode="server"
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          loading={loading}
          disableColumnSorting
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {loading ? 'Waiting for the server…' : `The server returned ${rows.length} orders.`}
      </Typography>
    </Box>
  );
}
