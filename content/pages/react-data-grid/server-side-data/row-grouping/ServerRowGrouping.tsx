import Box from '@mui/material/Box';
import { DataGridPremium, type GridDataSource } from '@mui/x-data-grid-premium';
import { createGroupedOrdersServer } from '../mockServer';
import { groupedOrderColumns } from './groupedColumns';

const server = createGroupedOrdersServer({ latency: 500 });

const dataSource: GridDataSource = {
  // params.groupFields is the grouping model, params.groupKeys the path of the expanded group.
  getRows: (params) => server.getRows(params),
  getGroupKey: (row) => row.groupKey,
  getChildrenCount: (row) => row.childrenCount,
};

export default function ServerRowGrouping() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        columns={groupedOrderColumns}
        dataSource={dataSource}
        initialState={{
          rowGrouping: { model: ['category', 'status'] },
          columns: { columnVisibilityModel: { category: false, status: false } },
        }}
        groupingColDef={{ width: 200 }}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
