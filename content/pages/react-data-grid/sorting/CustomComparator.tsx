import { Box } from '@mui/material';
import {
  DataGrid,
  gridStringOrNumberComparator,
  type GridColDef,
  type GridComparatorFn,
} from '@mui/x-data-grid';

type Garment = {
  id: number;
  product: string;
  size: 'XS' | 'S' | 'M' | 'L' | 'XL';
  release: string;
  stock: number;
};

const SIZE_ORDER = ['XS', 'S', 'M', 'L', 'XL'];

// Sizes compare by their position in SIZE_ORDER, not alphabetically.
const sizeComparator: GridComparatorFn<Garment['size']> = (a, b) =>
  SIZE_ORDER.indexOf(a) - SIZE_ORDER.indexOf(b);

// "2024.10" must come after "2024.9": compare the parts as numbers.
const releaseComparator: GridComparatorFn<string> = (a, b) => {
  const [yearA = 0, monthA = 0] = a.split('.').map(Number);
  const [yearB = 0, monthB = 0] = b.split('.').map(Number);
  return yearA - yearB || monthA - monthB;
};

const columns: GridColDef<Garment>[] = [
  {
    field: 'product',
    headerName: 'Product',
    flex: 1,
    minWidth: 180,
    sortComparator: gridStringOrNumberComparator,
  },
  {
    field: 'size',
    headerName: 'Size',
    width: 90,
    sortComparator: sizeComparator,
  },
  {
    field: 'release',
    headerName: 'Collection',
    width: 120,
    sortComparator: releaseComparator,
  },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
];

const rows: Garment[] = [
  { id: 1, product: 'Stormshell rain jacket', size: 'M', release: '2024.9', stock: 14 },
  { id: 2, product: 'Stormshell rain jacket', size: 'XL', release: '2024.9', stock: 3 },
  { id: 3, product: 'Grid fleece pullover', size: 'S', release: '2024.10', stock: 22 },
  { id: 4, product: 'Grid fleece pullover', size: 'L', release: '2024.10', stock: 9 },
  { id: 5, product: 'Merino base layer', size: 'XS', release: '2025.2', stock: 31 },
  { id: 6, product: 'Merino base layer', size: 'M', release: '2025.2', stock: 18 },
  { id: 7, product: 'Loft 800 down jacket', size: 'L', release: '2023.11', stock: 5 },
  { id: 8, product: 'Loft 800 down jacket', size: 'S', release: '2023.11', stock: 12 },
  { id: 9, product: 'Convertible hiking pants', size: 'XL', release: '2025.4', stock: 7 },
  { id: 10, product: 'Convertible hiking pants', size: 'XS', release: '2025.4', stock: 16 },
];

export default function CustomComparator() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'size', sort: 'asc' }] } }}
        hideFooter
      />
    </Box>
  );
}
