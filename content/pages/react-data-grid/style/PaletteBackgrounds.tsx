import Box from '@mui/material/Box';
import { ThemeProvider, type PaletteOptions, type Theme } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { createProducts, usd, type Product } from '../shared/data';

// Gives the grid its own background colors, on top of the surrounding theme.
// The values are CSS variables of the theme, so they follow light and dark mode.
const withGridPalette = (outerTheme: Theme): Theme => {
  const palette = (outerTheme.vars || outerTheme).palette;
  const DataGrid: PaletteOptions['DataGrid'] = {
    bg: palette.background.paper,
    headerBg: `color-mix(in srgb, ${palette.primary.main} 12%, ${palette.background.paper})`,
  };
  return {
    ...outerTheme,
    palette: Object.assign({}, outerTheme.palette, { DataGrid }),
  };
};

const rows = createProducts(24);

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function PaletteBackgrounds() {
  return (
    <ThemeProvider theme={withGridPalette}>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} />
      </Box>
    </ThemeProvider>
  );
}
