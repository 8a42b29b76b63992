import * as React from 'react';
import { Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
import {
  DataGrid,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid';
import { ORDER_STATUSES, createOrders, type Order } from '../shared/data';

type OrderRow = Order & { gift: boolean };

// The orders are dated at midnight UTC. Date filters compare calendar days in the
// browser's time zone, so turn each date into local midnight of the same day.
const rows: OrderRow[] = createOrders(80).map((order) => ({
  ...order,
  date: new Date(
    order.date.getUTCFullYear(),
    order.date.getUTCMonth(),
    order.date.getUTCDate(),
  ),
  gift: order.id % 4 === 0,
}));

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const columns: GridColDef<OrderRow>[] = [
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 120 },
  {
    field: 'date',
    headerName: 'Date',
    type: 'date',
    width: 115,
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...ORDER_STATUSES],
    width: 110,
  },
  { field: 'gift', headerName: 'Gift wrap', type: 'boolean', width: 80 },
];

const examples: Record<string, GridFilterModel> = {
  string: { items: [{ field: 'customer', operator: 'contains', value: 'ali' }] },
  number: { items: [{ field: 'quantity', operator: '>', value: 9 }] },
  date: { items: [{ field: 'date', operator: 'onOrAfter', value: '2025-10-01' }] },
  singleSelect: {
    items: [{ field: 'status', operator: 'isAnyOf', value: ['Pending', 'Paid'] }],
  },
  boolean: { items: [{ field: 'gift', operator: 'is', value: 'true' }] },
};

export default function FiltersByColumnType() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(
    examples.number!,
  );
  // The toggle shows which example is applied, and none once the user edits the filter.
  const example =
    Object.keys(examples).find((key) => examples[key] === filterModel) ?? null;

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={example}
        onChange={(_event, value: string | null) => {
          if (value) {
            setFilterModel(examples[value]!);
          }
        }}
        sx={{ mb: 1, flexWrap: 'wrap' }}
      >
        <ToggleButton value="string">contains “ali”</ToggleButton>
        <ToggleButton value="number">Qty &gt; 9</ToggleButton>
        <ToggleButton value="date">on or after Oct 1, 2025</ToggleButton>
        <ToggleButton value="singleSelect">Pending or Paid</ToggleButton>
        <ToggleButton value="boolean">gift wrapped</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </Box>
    </Box>
  );
}
