import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  GridHeaderCheckbox,
  type GridColDef,
} from '@mui/x-data-grid';
import { createProducts, usd, type Product } from '../shared/data';

const rows = createProducts(18);

// The grid's own checkbox column, wider, with a label beside the header checkbox.
const compareColumn: GridColDef = {
  ...GRID_CHECKBOX_SELECTION_COL_DEF,
  width: 120,
  renderHeader: (params) => (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <GridHeaderCheckbox {...params} />
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        Compare
      </Typography>
    </Box>
  ),
};

// Placed last in `columns`, so the grid shows it at the end instead of first.
const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'category', headerName: 'Category', width: 110 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => usd.format(value),
  },
  compareColumn,
];

export default function CustomCheckboxColumn() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        disableRowSelectionOnClick
      />
    </Box>
  );
}
