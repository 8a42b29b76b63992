import { Box } from '@mui/material';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { createProducts, usd, type Product } from '../shared/data';

const rows = createProducts(36);

const columns: GridColDef<Product>[] = [
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'name', headerName: 'Product', width: 220 },
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 90 },
];

export default function GroupingColDefLeafField() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        groupingColDef={{
          headerName: 'Category / product',
          leafField: 'name',
          width: 300,
        }}
        defaultGroupingExpansionDepth={-1}
        initialState={{
          rowGrouping: { model: ['category'] },
          // The grouping column shows the names: hide the Product column.
          columns: { columnVisibilityModel: { name: false } },
        }}
      />
    </Box>
  );
}
