import Box from '@mui/material/Box';
import { DataGridPremium, type GridDataSource } from '@mui/x-data-grid-premium';
import { createGroupedOrdersServer } from '../mockServer';
import { groupedOrderColumns } from '../row-grouping/groupedColumns';
import { serverAggregationFunctions } from './aggregationFunctions';

const server = createGroupedOrdersServer({ latency: 500 });

const dataSource: GridDataSource = {
  getRows: (params) => server.getRows(params),
  getGroupKey: (row) => row.groupKey,
  getChildrenCount: (row) => row.childrenCount,
  // Group rows and the footer row carry their totals under `aggregates`.
  getAggregatedValue: (row, field) => row.aggregates?.[field],
};

export default function AggregationWithGrouping() {
  return (
    <Box sx={{ height: 450, width: '100%' }}>
      <DataGridPremium
        columns={groupedOrderColumns}
        dataSource={dataSource}
        aggregationFunctions={serverAggregationFunctions}
        initialState={{
          rowGrouping: { model: ['country'] },
          aggregation: { model: { quantity: 'sum', total: 'avg' } },
          columns: { columnVisibilityModel: { country: false, category: false, status: false, reference: false } },
        }}
        groupingColDef={{ width: 190 }}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
