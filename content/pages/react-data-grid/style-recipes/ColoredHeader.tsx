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

export default function ColoredHeader() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        sx={{
          // The header cells, plus the fillers after the last column and above the scrollbar.
          [`& .${gridClasses.columnHeader}, & .${gridClasses.columnHeaders} .${gridClasses.filler}, & .${gridClasses['scrollbarFiller--header']}`]:
            {
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            },
          [`& .${gridClasses.columnHeaderTitle}`]: { fontWeight: 'bold' },
          // The sort and menu buttons have a color of their own: follow the header's.
          [`& .${gridClasses.columnHeader} .${gridClasses.iconButtonContainer} button, & .${gridClasses.menuIconButton}`]:
            { color: 'inherit' },
          [`& .${gridClasses.columnSeparator}`]: { color: 'primary.contrastText', opacity: 0.5 },
          // The default focus ring is primary.main too: it would vanish on this background.
          [`& .${gridClasses.columnHeader}:focus, & .${gridClasses.columnHeader}:focus-within`]: {
            outlineColor: 'primary.contrastText',
            outlineOffset: '-3px',
          },
        }}
      />
    </Box>
  );
}
