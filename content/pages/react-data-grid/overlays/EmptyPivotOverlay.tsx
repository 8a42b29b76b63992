import { Box, Button, Stack, Typography } from '@mui/material';
import PivotTableChartIcon from '@mui/icons-material/PivotTableChart';
import {
  DataGridPremium,
  GridOverlay,
  useGridApiContext,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { createOrders, usd, type Order } from '../shared/data';

const rows = createOrders(60);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
];

// Shown while pivot mode is on and the pivot model produces no rows.
function StartPivotOverlay() {
  const apiRef = useGridApiContext();

  return (
    <GridOverlay>
      <PivotTableChartIcon sx={{ fontSize: 40, color: 'text.secondary' }} />
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 500 }}>
        Build your pivot table
      </Typography>
      <Typography
        variant="body2"
        sx={{ color: 'text.secondary', maxWidth: 340, textAlign: 'center' }}
      >
        Drag fields into the panel, or start from a suggestion.
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current.setPivotModel({
              rows: [{ field: 'category' }],
              columns: [{ field: 'status' }],
              values: [{ field: 'quantity', aggFunc: 'sum' }],
            })
          }
        >
          Units by category and status
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current.setPivotModel({
              rows: [{ field: 'country' }],
              columns: [],
              values: [{ field: 'reference', aggFunc: 'size' }],
            })
          }
        >
          Orders per country
        </Button>
      </Stack>
    </GridOverlay>
  );
}

export default function EmptyPivotOverlay() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        slots={{ emptyPivotOverlay: StartPivotOverlay }}
        initialState={{
          pivoting: {
            enabled: true,
            panelOpen: true,
            model: { rows: [], columns: [], values: [] },
          },
        }}
      />
    </Box>
  );
}
