import { Box } from '@mui/material';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { createProducts, createRandom, type Product } from '../shared/data';

interface Supplier {
  id: number;
  name: string;
  country: string;
}

const suppliers: Supplier[] = [
  { id: 1, name: 'Northpeak Outfitters', country: 'Canada' },
  { id: 2, name: 'Alpenwerk GmbH', country: 'Germany' },
  { id: 3, name: 'Cascade Gear Co.', country: 'United States' },
  { id: 4, name: 'Kiso Mountain Works', country: 'Japan' },
  { id: 5, name: 'Bavaria Trail', country: 'Germany' },
  { id: 6, name: 'Sierra Supply', country: 'United States' },
];

const random = createRandom(3);
const rows = createProducts(40).map((product) => ({
  ...product,
  supplier: random.pick(suppliers),
}));

type Row = Product & { supplier: Supplier };

// The grouping column formats and sorts the group keys (country names) with the
// formatter and comparator of the Supplier column, and the group rows have no
// supplier of their own: both must accept a key, an object and `undefined`.
const label = (value?: Supplier | string) =>
  typeof value === 'object' ? value.name : (value ?? '');

const columns: GridColDef<Row>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  {
    field: 'supplier',
    headerName: 'Supplier',
    width: 200,
    // The cell value is the whole object: show its name, sort by its name.
    valueFormatter: (value?: Supplier | string) => label(value),
    sortComparator: (a?: Supplier | string, b?: Supplier | string) =>
      label(a).localeCompare(label(b)),
    // Group by the country of the supplier, a string the grid can use as a key.
    groupingValueGetter: (value: Supplier) => value.country,
  },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 90 },
];

export default function GroupingValueGetterObject() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        groupingColDef={{ headerName: 'Supplier country', width: 200 }}
        defaultGroupingExpansionDepth={-1}
        initialState={{ rowGrouping: { model: ['supplier'] } }}
      />
    </Box>
  );
}
