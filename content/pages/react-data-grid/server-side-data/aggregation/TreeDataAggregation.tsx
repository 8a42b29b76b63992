import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef, type GridDataSource } from '@mui/x-data-grid-premium';
import { usd } from '../../shared/data';
import { serverAggregationFunctions } from './aggregationFunctions';
import { getBudgetRows, type BudgetRow } from './budgetServer';

const dataSource: GridDataSource = {
  getRows: (params) => getBudgetRows(params),
  getGroupKey: (row) => row.name,
  getChildrenCount: (row) => row.childrenCount,
  // Called for every parent row, and for the footer with the answer's aggregateRow.
  getAggregatedValue: (row, field) => row.aggregates?.[field],
};

const columns: GridColDef<BudgetRow>[] = [
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 160,
    valueFormatter: (value?: number | null) => (value == null ? '' : usd.format(value)),
  },
];

export default function TreeDataAggregation() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        treeData
        columns={columns}
        dataSource={dataSource}
        aggregationFunctions={serverAggregationFunctions}
        initialState={{ aggregation: { model: { amount: 'sum' } } }}
        groupingColDef={{ headerName: 'Budget line', flex: 1, minWidth: 240 }}
        defaultGroupingExpansionDepth={1}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
