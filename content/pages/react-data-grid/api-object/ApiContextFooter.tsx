import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  gridRowSelectionIdsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { createOrders, usd, type Order } from '../shared/data';

const rows = createOrders(40);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'status', headerName: 'Status', width: 100 },
];

function SelectionFooter() {
  // Rendered inside the grid: the context holds the API, never null.
  const apiRef = useGridApiContext();
  // Re-renders this footer each time the selection changes.
  const selected = useGridSelector(apiRef, gridRowSelectionIdsSelector);

  let total = 0;
  selected.forEach((row) => {
    const order = row as Order;
    total += order.quantity * order.unitPrice;
  });

  const clearSelection = () => {
    apiRef.current.setRowSelectionModel({ type: 'include', ids: new Set() });
  };

  return (
    <GridFooterContainer sx={{ paddingInline: 2, gap: 1 }}>
      <Typography variant="body2">
        {selected.size} of {rows.length} orders selected, worth {usd.format(total)}
      </Typography>
      <Button size="small" onClick={clearSelection} disabled={selected.size === 0}>
        Clear selection
      </Button>
    </GridFooterContainer>
  );
}

export default function ApiContextFooter() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        slots={{ footer: SelectionFooter }}
      />
    </Box>
  );
}
