import { Box } from '@mui/material';
import {
  DataGridPremium,
  type GridColDef,
  type GridGroupingColDefOverride,
  type GridGroupingColDefOverrideParams,
} from '@mui/x-data-grid-premium';
import { createOrders, type Order } from '../shared/data';

const rows = createOrders(80);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
];

const headerNames: Record<string, string> = {
  category: 'Category',
  status: 'Status',
  country: 'Country',
};

// Called for each grouping column the grid builds: `fields` are the criteria it shows.
const groupingColDef = ({
  fields,
}: GridGroupingColDefOverrideParams): GridGroupingColDefOverride<Order> => ({
  headerName: fields.map((field) => headerNames[field] ?? field).join(' › '),
  width: 120 + 80 * fields.length,
});

export default function GroupingColDefFunction() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={1}
        initialState={{ rowGrouping: { model: ['status', 'category'] } }}
      />
    </Box>
  );
}
