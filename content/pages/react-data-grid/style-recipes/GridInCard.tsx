import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import { ThemeProvider, type PaletteOptions, type Theme } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { createOrders, usd, type Order } from '../shared/data';

// The card is a Paper: give the grid the same background, headers included.
const withPaperGrid = (outerTheme: Theme): Theme => {
  const paper = (outerTheme.vars || outerTheme).palette.background.paper;
  const DataGrid: PaletteOptions['DataGrid'] = { bg: paper, headerBg: paper, pinnedBg: paper };
  return { ...outerTheme, palette: Object.assign({}, outerTheme.palette, { DataGrid }) };
};

const rows = createOrders(30);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 95 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 120 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 140 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 100,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'status', headerName: 'Status', width: 90 },
];

export default function GridInCard() {
  return (
    <ThemeProvider theme={withPaperGrid}>
      <Card variant="outlined" sx={{ width: '100%' }}>
        <CardHeader
          title="Recent orders"
          subheader="All channels, last 30 orders"
          action={<Button size="small">Export</Button>}
        />
        <Divider />
        <Box sx={{ height: 380 }}>
          {/* The card draws the border and the rounded corners. */}
          <DataGrid
            rows={rows}
            columns={columns}
            initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
            pageSizeOptions={[25]}
            sx={{ border: 0, borderRadius: 0 }}
          />
        </Box>
      </Card>
    </ThemeProvider>
  );
}
