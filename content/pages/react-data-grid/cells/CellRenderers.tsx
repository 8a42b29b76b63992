import { Box, Chip, LinearProgress, Typography } from '@mui/material';
import {
  DataGrid,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid';
import { createProducts, usd, type Product } from '../shared/data';

const rows = createProducts(18);

function StockCell({ value }: GridRenderCellParams<Product, number>) {
  const stock = value ?? 0;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, (stock / 120) * 100)}
        color={stock < 15 ? 'warning' : 'primary'}
        sx={{ flex: 1, height: 6, borderRadius: 3 }}
      />
      <Typography variant="body2" sx={{ width: 28, textAlign: 'end' }}>
        {stock}
      </Typography>
    </Box>
  );
}

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 160 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => usd.format(value),
  },
  {
    field: 'stock',
    headerName: 'Stock',
    width: 160,
    display: 'flex',
    renderCell: (params: GridRenderCellParams<Product, number>) => <StockCell {...params} />,
  },
  {
    field: 'discontinued',
    headerName: 'Status',
    width: 130,
    display: 'flex',
    renderCell: ({ value }: GridRenderCellParams<Product, boolean>) => (
      <Chip
        size="small"
        variant="outlined"
        label={value ? 'Discontinued' : 'Available'}
        color={value ? 'default' : 'success'}
      />
    ),
  },
];

export default function CellRenderers() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
