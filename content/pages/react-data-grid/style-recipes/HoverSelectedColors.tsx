import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  gridClasses,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import { createProducts, usd, type Product } from '../shared/data';

const rows = createProducts(24);

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'warehouse', headerName: 'Warehouse', width: 110 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function HoverSelectedColors() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>(() => ({
    type: 'include',
    ids: new Set([2, 3]),
  }));

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
        sx={(theme) => {
          const accent = (theme.vars || theme).palette.secondary.main;
          return {
            [`& .${gridClasses.row}`]: {
              '&:hover': { bgcolor: theme.alpha(accent, 0.06) },
              '&.Mui-selected': { bgcolor: theme.alpha(accent, 0.16) },
              '&.Mui-selected:hover': { bgcolor: theme.alpha(accent, 0.24) },
              // No hover effect on touch screens, where :hover sticks after a tap.
              '@media (hover: none)': { '&:hover': { bgcolor: 'transparent' } },
            },
            [`& .${gridClasses.checkboxInput}.Mui-checked, & .${gridClasses.checkboxInput}.MuiCheckbox-indeterminate`]:
              { color: 'secondary.main' },
          };
        }}
      />
    </Box>
  );
}
