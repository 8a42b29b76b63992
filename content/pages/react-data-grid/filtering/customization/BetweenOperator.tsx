import { Box, Stack, TextField } from '@mui/material';
import {
  DataGrid,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import { createOrders, usd, type Order } from '../../shared/data';

type Range = [number | undefined, number | undefined];

const rows = createOrders(80);

function RangeInput(props: GridFilterInputValueProps) {
  const { item, applyValue, focusElementRef } = props;
  const range: Range = Array.isArray(item.value)
    ? [item.value[0], item.value[1]]
    : [undefined, undefined];

  const update = (index: 0 | 1, text: string) => {
    const next: Range = [...range];
    next[index] = text === '' ? undefined : Number(text);
    applyValue({ ...item, value: next });
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end', height: 48 }}>
      <TextField
        label="From"
        type="number"
        variant="standard"
        value={range[0] ?? ''}
        onChange={(event) => update(0, event.target.value)}
        inputRef={focusElementRef}
        sx={{ width: 80 }}
      />
      <TextField
        label="To"
        type="number"
        variant="standard"
        value={range[1] ?? ''}
        onChange={(event) => update(1, event.target.value)}
        sx={{ width: 80 }}
      />
    </Stack>
  );
}

const betweenOperator: GridFilterOperator<Order, number> = {
  label: 'between',
  value: 'between',
  getApplyFilterFn: (filterItem) => {
    // The grid has already run each bound through the column's valueParser,
    // which turns a missing bound into NaN: treat anything not finite as open.
    const [from, to] = ((filterItem.value ?? []) as unknown[]).map((bound) =>
      typeof bound === 'number' && Number.isFinite(bound) ? bound : null,
    );
    if (from == null && to == null) {
      return null; // nothing entered yet: the item doesn't filter
    }
    return (value) =>
      value != null && (from == null || value >= from) && (to == null || value <= to);
  },
  InputComponent: RangeInput,
};

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  {
    field: 'quantity',
    headerName: 'Qty',
    type: 'number',
    width: 80,
    // The built-in operators plus "between", listed first so new filters use it.
    filterOperators: [betweenOperator, ...getGridNumericOperators()],
  },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function BetweenOperator() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'quantity', operator: 'between', value: [4, 6] }],
            },
          },
        }}
      />
    </Box>
  );
}
