import { Box } from '@mui/material';
import {
  DataGridPremium,
  type GridColDef,
  type GridGroupNode,
} from '@mui/x-data-grid-premium';
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
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 90 },
];

// Open the Tents and Lighting groups only.
const isGroupExpandedByDefault = (node: GridGroupNode) =>
  node.groupingKey === 'Tents' || node.groupingKey === 'Lighting';

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
        isGroupExpandedByDefault={isGroupExpandedByDefault}
        initialState={{
          rowGrouping: { model: ['category'] },
          columns: { columnVisibilityModel: { name: false } },
        }}
      />
    </Box>
  );
}
