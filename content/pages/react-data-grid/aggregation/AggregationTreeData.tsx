import { Box } from '@mui/material';
import {
  DataGridPremium,
  type DataGridPremiumProps,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { usd } from '../shared/data';

type BudgetLine = {
  id: number;
  path: string[];
  amount: number;
  approved: Date;
};

// Only the leaves carry figures: the parents are created from the paths.
const rows: BudgetLine[] = [
  { id: 1, path: ['Engineering', 'Platform', 'Cloud hosting'], amount: 184000, approved: new Date(2025, 0, 14) },
  { id: 2, path: ['Engineering', 'Platform', 'Monitoring tools'], amount: 26500, approved: new Date(2025, 1, 3) },
  { id: 3, path: ['Engineering', 'Mobile', 'Test devices'], amount: 12800, approved: new Date(2025, 0, 28) },
  { id: 4, path: ['Engineering', 'Mobile', 'App store fees'], amount: 2400, approved: new Date(2024, 11, 9) },
  { id: 5, path: ['Marketing', 'Events', 'Trade show booth'], amount: 48000, approved: new Date(2025, 2, 2) },
  { id: 6, path: ['Marketing', 'Events', 'Travel'], amount: 21300, approved: new Date(2025, 1, 17) },
  { id: 7, path: ['Marketing', 'Online ads'], amount: 96000, approved: new Date(2025, 0, 6) },
  { id: 8, path: ['Operations', 'Office rent'], amount: 132000, approved: new Date(2024, 11, 20) },
  { id: 9, path: ['Operations', 'Furniture'], amount: 18750, approved: new Date(2025, 1, 25) },
];

const getTreeDataPath: DataGridPremiumProps<BudgetLine>['getTreeDataPath'] = (row) =>
  row.path;

const columns: GridColDef<BudgetLine>[] = [
  {
    field: 'amount',
    headerName: 'Budget',
    type: 'number',
    width: 150,
    valueFormatter: (value: number) => usd.format(value),
  },
  { field: 'approved', headerName: 'Approved', type: 'date', width: 140 },
];

export default function AggregationTreeData() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        treeData
        getTreeDataPath={getTreeDataPath}
        groupingColDef={{ headerName: 'Cost center', flex: 1, minWidth: 240 }}
        defaultGroupingExpansionDepth={1}
        initialState={{
          aggregation: { model: { amount: 'sum', approved: 'max' } },
        }}
      />
    </Box>
  );
}
