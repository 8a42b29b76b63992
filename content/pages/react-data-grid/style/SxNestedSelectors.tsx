import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';
import { createProducts, usd, type Product } from '../shared/data';

const rows = createProducts(24);

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 90 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'category', headerName: 'Category', width: 100 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 70 },
];

export default function SxNestedSelectors() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        sx={(theme) => ({
          // The root element itself.
          boxShadow: 1,
          // Elements inside the grid, through their class names.
          [`& .${gridClasses.columnHeaderTitle}`]: {
            fontWeight: theme.typography.fontWeightBold,
            textTransform: 'uppercase',
            fontSize: theme.typography.pxToRem(12),
            letterSpacing: '0.06em',
            color: 'text.secondary',
          },
          [`& .${gridClasses.cell}`]: {
            fontSize: theme.typography.pxToRem(13),
          },
          // Right-aligned cells (number columns) get tabular figures.
          [`& .${gridClasses['cell--textRight']}`]: {
            fontVariantNumeric: 'tabular-nums',
          },
          [`& .${gridClasses.footerContainer}`]: {
            bgcolor: 'action.hover',
          },
        })}
      />
    </Box>
  );
}
