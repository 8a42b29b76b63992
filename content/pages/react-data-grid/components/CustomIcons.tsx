import { Box } from '@mui/material';
import NorthRoundedIcon from '@mui/icons-material/NorthRounded';
import SouthRoundedIcon from '@mui/icons-material/SouthRounded';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import FilterAltOutlinedIcon from '@mui/icons-material/FilterAltOutlined';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import type SvgIcon from '@mui/material/SvgIcon';
import { DataGrid, type GridBaseIconProps, type GridColDef } from '@mui/x-data-grid';
import { createProducts, usd, type Product } from '../shared/data';

const rows = createProducts(24);

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'category', headerName: 'Category', width: 150 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'discontinued', headerName: 'Discontinued', type: 'boolean', width: 120 },
];

// Icon slots receive the grid's generic icon props, whose `color` is a plain
// string: narrow it before handing the props to a Material UI icon.
function gridIcon(Icon: typeof SvgIcon) {
  return function GridIcon({ color, ...other }: GridBaseIconProps) {
    return <Icon {...other} color={color === 'action' ? 'action' : 'inherit'} />;
  };
}

// One icon set for the headers, the column menu and the boolean cells.
// Built once at module level: the same components on every render.
const iconSlots = {
  columnSortedAscendingIcon: gridIcon(NorthRoundedIcon),
  columnSortedDescendingIcon: gridIcon(SouthRoundedIcon),
  columnMenuIcon: gridIcon(MoreHorizIcon),
  columnFilteredIcon: gridIcon(FilterAltOutlinedIcon),
  columnMenuSortAscendingIcon: gridIcon(NorthRoundedIcon),
  columnMenuSortDescendingIcon: gridIcon(SouthRoundedIcon),
  columnMenuFilterIcon: gridIcon(FilterAltOutlinedIcon),
  columnMenuHideIcon: gridIcon(VisibilityOffOutlinedIcon),
  columnMenuManageColumnsIcon: gridIcon(TuneOutlinedIcon),
  booleanCellTrueIcon: gridIcon(TaskAltIcon),
  booleanCellFalseIcon: gridIcon(RemoveCircleOutlineIcon),
};

export default function CustomIcons() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          sorting: { sortModel: [{ field: 'price', sort: 'desc' }] },
          filter: {
            filterModel: { items: [{ field: 'category', operator: 'isAnyOf', value: ['Tents', 'Lighting'] }] },
          },
        }}
        slots={iconSlots}
      />
    </Box>
  );
}
