import { Box } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createProducts, usd, type Product } from '../shared/data';

const rows = createProducts(20);

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'category', headerName: 'Category', width: 120 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => usd.format(value),
  },
  // Still sortable, but its header never shows an arrow.
  { field: 'sku', headerName: 'SKU', width: 110, hideSortIcons: true },
];

// The grid passes a class name and a font size to its icons.
type SortIconProps = {
  className?: string;
  fontSize?: 'small' | 'medium' | 'large' | 'inherit';
};

function AscendingIcon({ className, fontSize }: SortIconProps) {
  return (
    <ExpandLessIcon className={className} fontSize={fontSize} sx={{ color: 'primary.main' }} />
  );
}

function DescendingIcon({ className, fontSize }: SortIconProps) {
  return (
    <ExpandMoreIcon className={className} fontSize={fontSize} sx={{ color: 'primary.main' }} />
  );
}

export default function SortIcons() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{
          columnSortedAscendingIcon: AscendingIcon,
          columnSortedDescendingIcon: DescendingIcon,
        }}
        initialState={{ sorting: { sortModel: [{ field: 'price', sort: 'asc' }] } }}
      />
    </Box>
  );
}
