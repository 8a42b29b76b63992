import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import {
  DataGrid,
  GridColumnMenu,
  useGridApiContext,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import { createProducts, usd, type Product } from '../shared/data';

const rows = createProducts(36);

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', width: 120 },
  { field: 'category', headerName: 'Category', width: 100 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'warehouse', headerName: 'Warehouse', width: 110 },
];

// A menu item receives the column (`colDef`) and `onClick`, which closes the menu.
function FitToContentItem(props: GridColumnMenuItemProps) {
  const { colDef, onClick } = props;
  const apiRef = useGridApiContext();

  const handleClick = (event: React.MouseEvent<HTMLElement>) => {
    onClick(event);
    apiRef.current.autosizeColumns({
      columns: [colDef.field],
      includeHeaders: true,
    });
  };

  return (
    <MenuItem onClick={handleClick}>
      <ListItemIcon>
        <FitScreenIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Fit to content</ListItemText>
    </MenuItem>
  );
}

function ColumnMenuWithFit(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuFitItem: FitToContentItem }}
      slotProps={{ columnMenuFitItem: { displayOrder: 5 } }}
    />
  );
}

export default function CustomColumnMenuItem() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ columnMenu: ColumnMenuWithFit }}
      />
    </Box>
  );
}
