import { Box } from '@mui/material';
import {
  DataGridPro,
  getGridNumericOperators,
  getGridStringOperators,
  type GridColDef,
} from '@mui/x-data-grid-pro';
import { createProducts, usd, type Product } from '../../shared/data';

const rows = createProducts(90);

const columns: GridColDef<Product>[] = [
  {
    field: 'sku',
    headerName: 'SKU',
    width: 160,
    // One operator with a short label in the header cell.
    filterOperators: getGridStringOperators()
      .filter((operator) => operator.value === 'startsWith')
      .map((operator) => ({ ...operator, headerLabel: 'Prefix' })),
  },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 140 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 130,
    filterOperators: getGridNumericOperators().filter((operator) =>
      ['<=', '>='].includes(operator.value),
    ),
    valueFormatter: (value: number) => usd.format(value),
  },
  // No header filter input: the cell stays empty.
  { field: 'warehouse', headerName: 'Warehouse', width: 100, filterable: false },
];

export default function HeaderFilterOptions() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        headerFilters
        headerFilterHeight={64}
        showToolbar
        slotProps={{ headerFilterCell: { showClearIcon: true } }}
        initialState={{
          filter: {
            filterModel: {
              items: [{ id: 1, field: 'sku', operator: 'startsWith', value: 'TE' }],
            },
          },
        }}
      />
    </Box>
  );
}
